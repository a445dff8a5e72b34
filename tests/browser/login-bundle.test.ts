import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Fast first paint (issue 4 §9): the app is split per route, and /login downloads no admin screen,
 * no form engine and no chart library. Chromium records every script the page really requests;
 * dist/.vite/chunk-modules.json (written by vite.config.ts) says which modules each chunk holds.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');

/** What the login page must never download, by the module names chunk-modules.json uses. */
const FORBIDDEN: { what: string; matches: (module: string) => boolean }[] = [
  { what: 'the form engine', matches: (m) => m.startsWith('@rjsf/') || m === 'ajv' || m.startsWith('ajv-') },
  { what: "react-admin's <Admin> and UI", matches: (m) => ['react-admin', 'ra-ui-materialui', 'react-hook-form', '@tanstack/query-core'].includes(m) },
  { what: 'a chart library', matches: (m) => /^(echarts|chart\.js|recharts|highcharts|@mui\/x-charts|d3-)/.test(m) },
  {
    what: 'a screen, dialog, drawer or layout',
    matches: (m) => /^src\/.*-(page|dialog|drawer|layout)\.tsx$/.test(m) && m !== 'src/features/login/plain/plain-login-page.tsx',
  },
  { what: 'the generated model', matches: (m) => m.startsWith('common/generated/') },
  // Issue 17: a visitor's /login draws itself with plain React; the app follows the first input.
  { what: 'MUI or its styling', matches: (m) => m.startsWith('@mui/') || m.startsWith('@emotion/') },
  { what: 'the router or react-admin core', matches: (m) => m.startsWith('react-router') || m === 'ra-core' || m.startsWith('ra-i18n') },
  { what: 'the app itself', matches: (m) => m === 'src/app/app.tsx' || m === 'src/lib/i18n/i18n-provider.ts' },
];

function chunkModules(): Record<string, string[]> {
  // The suite serves WEB_DIR when set (server/core/config.ts), else dist/.
  const file = path.resolve(process.env.WEB_DIR || 'dist', '.vite/chunk-modules.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: vite.config.ts writes it on every build`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/** Every script file (assets/x.js) the page requests from here on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  return scripts;
}

function modulesOf(files: Iterable<string>, chunks: Record<string, string[]>): string[] {
  return [...files].flatMap((file) => {
    // A file the map does not know means dist/ and the map disagree: nothing could be proven.
    expect(chunks[file], `${file} is not in chunk-modules.json`).toBeDefined();
    return chunks[file];
  });
}

function offences(modules: readonly string[]): string[] {
  return FORBIDDEN.flatMap(({ what, matches }) => modules.filter(matches).map((module) => `${what}: ${module}`));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('what the login page downloads (real Chromium against npm start)', () => {
  it('the build still holds every forbidden part, so the check below can fail', () => {
    const all = Object.values(chunkModules()).flat();
    for (const module of [
      '@mui/material',
      'react-router',
      'src/app/app.tsx',
      '@rjsf/core',
      '@rjsf/validator-ajv8',
      'ra-ui-materialui',
      'src/crud/entity-list-page.tsx',
      'src/shell/shell-layout.tsx',
      'common/generated/user.ts',
    ]) {
      expect(all, module).toContain(module);
    }
    // ajv compiles schemas with new Function, which the CSP refuses: the forms use the build's precompiled validators.
    expect(all).not.toContain('ajv');
  });

  it('/login downloads only the login page: no <Admin>, form engine, chart library or screen', async () => {
    const chunks = chunkModules();
    const { context, page } = await newPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`);
    const account = page.getByTestId('login-form').locator('input[name="account"]');
    await account.waitFor();
    await expect.poll(() => account.isEnabled()).toBe(true);
    // Anything the page loads after it shows (lazy chunks) counts as well.
    await page.waitForLoadState('networkidle');
    const modules = modulesOf(scripts, chunks);
    expect(modules).toContain('src/features/login/plain/plain-login-page.tsx');
    expect(offences(modules)).toEqual([]);
    // The first input fetches the app, so the click on 登录 does not wait for it.
    await account.fill('a');
    await expect.poll(() => modulesOf(scripts, chunks)).toContain('src/app/app.tsx');
    await context.close();
  });

  it('signing in loads the shell without the form engine, which comes with the first form', async () => {
    const chunks = chunkModules();
    const { context, page } = await newPage(browser);
    const scripts = recordScripts(page);
    await signIn(page, baseUrl, 'admin');
    await page.getByTestId('home-page').waitFor();
    await page.goto(`${baseUrl}/system/billRule`);
    await page.getByTestId('entity-page-billRule').waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const beforeForm = modulesOf(scripts, chunks);
    expect(beforeForm).toContain('src/shell/shell-layout.tsx');
    expect(beforeForm).toContain('src/crud/entity-list-page.tsx');
    expect(beforeForm.filter((m) => m.startsWith('@rjsf/') || m === 'ajv')).toEqual([]);
    await page.getByTestId('entity-add').click();
    await page.getByTestId('entity-dialog').locator('#root_fullName').waitFor();
    expect(modulesOf(scripts, chunks)).toEqual(expect.arrayContaining(['@rjsf/core', 'virtual:form-validators/billRule']));
    await context.close();
  });
});
