import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { registeredWidgets } from '../../../src/crud/widget-registry.ts';
import { allFormWidgets } from '../../../src/form-runtime/widget-registry.ts';
import { lazyScreen, loadFormRegistrations } from '../../../src/app/form-registrations.tsx';

/**
 * Issue 17: signing in no longer waits for the forms' widgets (the layout and its menu show
 * first); instead every screen waits for them, so no form draws before its widgets are known.
 */
describe('form registrations', () => {
  it('shows a screen only once the forms’ widgets are registered', async () => {
    const seen: { crud: boolean; runtime: number }[] = [];
    function Probe() {
      seen.push({ crud: 'dictionaryTreeSelect' in registeredWidgets(), runtime: allFormWidgets().length });
      return <p>screen</p>;
    }
    const Screen = lazyScreen(() => Promise.resolve({ default: Probe }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('screen', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((state) => state.crud && state.runtime > 0)).toBe(true);
  }, 30_000);

  it('registers once, however many screens ask', async () => {
    expect(loadFormRegistrations()).toBe(loadFormRegistrations());
    await loadFormRegistrations();
  }, 30_000);
});
