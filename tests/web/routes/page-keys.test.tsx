import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { isKnownPageKey, PAGE_GROUPS, pageGroupOf } from '../../../src/lib/routes/page-keys.ts';
import { UnavailablePage } from '../../../src/shell/unavailable-page.tsx';
import { demoMenus } from '../../../server/features/demo/demo-data.ts';

describe('the page-key registry (spec §2.3)', () => {
  it('has every group the spec lists', () => {
    const ids = PAGE_GROUPS.map((group) => group.id);
    for (const id of [
      'container',
      'customs',
      'contract',
      'importExport',
      'truck',
      'yard',
      'tally',
      'settlement',
      'ship',
      'onlineDev',
      'generator',
      'system',
      'systemData',
      'msgCenter',
      'dataExchange',
      'permission',
      'workFlow',
      'rule',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(PAGE_GROUPS.flatMap((group) => group.prefixes)).size).toBe(PAGE_GROUPS.flatMap((group) => group.prefixes).length);
  });

  it('places every demo page menu in a group', () => {
    for (const menu of demoMenus.filter((item) => item.type === 2)) {
      expect(pageGroupOf(menu.urlAddress), menu.urlAddress).toBeDefined();
    }
  });

  it('tells a named page from a key that is only in a group, and a key outside every group', () => {
    expect(isKnownPageKey('/system/sysConfig')).toBe(true);
    expect(isKnownPageKey('container/somethingElse')).toBe(false);
    expect(pageGroupOf('container/somethingElse')?.id).toBe('container');
    expect(pageGroupOf('nowhere/page')).toBeUndefined();
  });

  it('says on the generic loader which group the page belongs to', async () => {
    await i18nProvider.changeLocale('zh');
    render(
      <I18nContextProvider value={i18nProvider}>
        <UnavailablePage name="箱授权" pageKey="container/authorization" />
      </I18nContextProvider>,
    );
    expect(screen.getByTestId('page-unavailable').dataset.pageGroup).toBe('container');
    expect(screen.getByText('它属于「集装箱业务」。')).toBeTruthy();
  });
});

describe('framed business pages in the registry', () => {
  it('names every framed screen of spec §2.4 in the business group', async () => {
    const { framedScreens } = await import('../../../src/lib/routes/framed-screens.ts');
    expect(framedScreens.length).toBe(29);
    for (const screen of framedScreens) {
      expect(isKnownPageKey(screen.pageKey), screen.pageKey).toBe(true);
      expect(pageGroupOf(screen.pageKey)?.id).toBe('business');
    }
  });
});
