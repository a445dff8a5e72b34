import { describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router-dom';
import type * as RouterDom from 'react-router-dom';
import { matchShellRoute, type ShellRoute } from '../../../src/shell/shell-routes.ts';

vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof RouterDom>();
  return { ...actual, matchPath: vi.fn(actual.matchPath) };
});

const routes: ShellRoute[] = [
  { path: '/home', element: null, title: 'home' },
  { path: '/pages/:id', element: null, title: 'page' },
  { path: '/other', element: null, title: 'other' },
];

/** Issue 17 row 9: the layout, the tags view and the kept pages ask for every open tab on each navigation. */
describe('matchShellRoute', () => {
  it('matches a pathname once per route table, misses included', () => {
    const calls = vi.mocked(matchPath);
    calls.mockClear();
    expect(matchShellRoute(routes, '/pages/7')?.title).toBe('page');
    expect(matchShellRoute(routes, '/nowhere')).toBeUndefined();
    const first = calls.mock.calls.length;
    expect(first).toBeGreaterThan(0);

    expect(matchShellRoute(routes, '/pages/7')?.title).toBe('page');
    expect(matchShellRoute(routes, '/nowhere')).toBeUndefined();
    expect(calls.mock.calls.length).toBe(first);

    // another table (a new menu after switching systems) is matched afresh
    const next = [...routes.slice(1)];
    expect(matchShellRoute(next, '/pages/7')?.title).toBe('page');
    expect(calls.mock.calls.length).toBeGreaterThan(first);
  });
});
