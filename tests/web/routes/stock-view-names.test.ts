import { describe, expect, it } from 'vitest';
import { demoMenus } from '../../../server/features/demo/demo-data.ts';
import { handWrittenPageKeys } from '../../../src/app/page-table.tsx';
import { entityPages } from '../../../src/crud/page-registry.ts';
import { isKnownPageKey } from '../../../src/lib/routes/page-keys.ts';
import { PORT_ONLY_VIEWS, STOCK_PLATFORM_VIEWS } from '../../contract/stock-client.ts';

/**
 * Issue 16 point 14: the demo menu addresses the platform's own pages by the stock JNPF 3.4.7
 * client's view names, and this app opens every one of them (a hand-written screen or the generic
 * entity screen of the schema whose page it is), so either browser app opens the demo's platform pages.
 */
describe('the demo menu’s platform pages', () => {
  const platform = demoMenus.filter((menu) => menu.type === 2 && menu.urlAddress.split('/')[0] in STOCK_PLATFORM_VIEWS);

  it('are addressed by the stock client’s view names', () => {
    expect(platform.length).toBeGreaterThan(10);
    for (const menu of platform) {
      const [group, view] = menu.urlAddress.split('?')[0].split('/');
      if (PORT_ONLY_VIEWS[group]?.includes(view)) continue;
      expect(STOCK_PLATFORM_VIEWS[group], `${menu.fullName}: ${menu.urlAddress}`).toContain(view);
    }
  });

  it('each open a screen of this app, under keys the registry knows', () => {
    for (const menu of platform) {
      const key = menu.urlAddress.split('?')[0];
      expect(handWrittenPageKeys.includes(key) || key in entityPages, `${menu.fullName}: ${key}`).toBe(true);
      expect(isKnownPageKey(key), key).toBe(true);
    }
  });
});
