import { describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPage } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { collectErrors } from './helpers/page-errors.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-gallery-'));

/**
 * The widget gallery (issue 11, page key `onlineDev/widgetGallery` under online development): it
 * opens for the administrator in zh and in en with every registered widget and container, what is
 * typed in an editable example shows in its read-only twin, the size switch resizes the examples,
 * and the page reports no console or page error. Screenshots land in a temporary directory.
 */
describe('the widget gallery in Chromium', () => {
  for (const { locale, language, title, sizeLabel } of [
    { locale: 'zh-CN', language: 'zh', title: '控件示例', sizeLabel: '迷你' },
    { locale: 'en-US', language: 'en', title: 'Widget gallery', sizeLabel: 'Mini' },
  ]) {
    it(`shows every widget editable and read-only in ${language}, with no console error`, async () => {
      const { context, page } = await newPage(browser(), locale);
      // A first visit speaks zh whatever the browser says: English is the remembered choice of one who picked it.
      await context.addInitScript((chosen) => window.localStorage.setItem('jnpf_language', `${chosen}|String`), language);
      const errors = collectErrors(page);
      await signIn(page, baseUrl, 'admin');
      await page.goto(`${baseUrl}/onlineDev/widgetGallery`);
      const gallery = page.getByTestId('widget-gallery');
      await gallery.waitFor({ timeout: 20000 });
      await gallery.getByRole('heading', { level: 1, name: title }).waitFor();

      // The runtime's pieces are all there: text input, option, date and layout containers.
      for (const section of [
        'gallery-widget-comInput',
        'gallery-widget-select',
        'gallery-widget-date',
        'gallery-container-card',
        'gallery-container-tab',
        'gallery-container-tableGrid',
      ])
        await gallery.getByTestId(section).waitFor();

      // Typed on the left, shown on the right.
      const example = gallery.getByTestId('gallery-example-container-card-0');
      await example.locator('#container-card-0-edit-cardField1').fill('MSKU1234567');
      await example.getByTestId('form-renderer-readonly').getByText('MSKU1234567').waitFor();

      // The size switch reaches every example.
      await gallery.getByRole('button', { name: sizeLabel, exact: true }).click();
      await expect.poll(() => example.getByTestId('form-renderer').getAttribute('data-size')).toBe('mini');

      await page.waitForLoadState('networkidle');
      const file = path.join(shots, `widget-gallery-${language}.png`);
      await page.screenshot({ path: file, fullPage: true });
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
