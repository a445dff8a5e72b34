import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import type { ShellRoute } from '../../../src/shell/shell-routes.ts';
import { activePane, go, renderShell, ROUTES, setUpShellTests, signedInWith, tagKeys, waitForWhere } from './shell-test-kit.tsx';

/**
 * Issue 17 / issue 18 point 9: a navigation must not re-render the pages of hidden tabs. Each probe
 * page subscribes to what a react-admin list subscribes to (the location, navigate, the data
 * provider) and draws rows that read no router value, each counting its renders. React 19 still
 * calls a router hook's component once per navigation when an ancestor router value changed (its
 * lazy context propagation does not stop at the pane's own providers), but with the same values it
 * bails out: nothing below it renders. A plain page that reads no router value is not called at all.
 */
const server = setUpShellTests();

const renders: Record<string, number> = {};
const rowRenders: Record<string, number> = {};
const plainRenders: Record<string, number> = {};

function Row({ name, at }: { name: string; at: number }) {
  rowRenders[name] = (rowRenders[name] ?? 0) + 1;
  return <li>{`${name} row ${at}`}</li>;
}

function Rows({ name }: { name: string }) {
  return (
    <ul>
      {Array.from({ length: 20 }, (_, at) => (
        <Row key={at} name={name} at={at} />
      ))}
    </ul>
  );
}

function Probe({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const navigate = useNavigate();
  useDataProvider();
  const [text, setText] = useState('');
  return (
    <div data-testid={`probe-${name}`}>
      <span>{`at ${pathname}${search}${id ? ` id ${id}` : ''}`}</span>
      <input aria-label={`input ${name}`} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => navigate('?page=2')}>{`page 2 of ${name}`}</button>
      <Rows name={name} />
    </div>
  );
}

/** A page that reads nothing of the router: hidden, it is not even called. */
function PlainPage({ name }: { name: string }) {
  plainRenders[name] = (plainRenders[name] ?? 0) + 1;
  return <Rows name={name} />;
}

const probed = (name: string) => <Probe name={name} />;

const PROBE_ROUTES: ShellRoute[] = [
  ...ROUTES,
  { path: '/probe/one', element: probed('one'), title: '探针一' },
  { path: '/probe/two', element: probed('two'), title: '探针二' },
  { path: '/probe/plain', element: <PlainPage name="plain" />, title: '探针三' },
  { path: '/probe/item/:id', element: probed('item'), title: '探针项' },
  { path: '/profile', element: probed('profile'), title: '个人信息' },
];

async function open(path: string) {
  act(() => go(path));
  await waitForWhere(path);
  await waitFor(() => expect(activePane()).toHaveAttribute('data-tab', path));
}

const snapshot = () => ({ rows: { ...rowRenders }, plain: { ...plainRenders } });

describe('keep-alive: hidden tabs do not re-render on navigation', () => {
  it('leaves the hidden pages alone while other tabs open, switch and change their query', async () => {
    await signedInWith(server);
    renderShell('/probe/one', PROBE_ROUTES);
    await waitFor(() => expect(screen.getByTestId('probe-one')).toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('input one'), 'kept');
    await open('/probe/item/7');
    await open('/probe/two');
    await open('/probe/plain');
    const before = snapshot();

    // Navigations elsewhere: new tabs, a switch, a query change of the shown page, a tab back.
    await open('/pages/a');
    await open('/pages/b');
    await open('/home');
    await open('/pages/a');
    await open('/pages/b?port=3');
    expect(tagKeys()).toEqual(['/home', '/probe/one', '/probe/item/7', '/probe/two', '/probe/plain', '/pages/a', '/pages/b', '/pages/b?port=3']);

    expect(rowRenders.one).toBe(before.rows.one);
    expect(rowRenders.item).toBe(before.rows.item);
    expect(rowRenders.two).toBe(before.rows.two);
    expect(rowRenders.plain).toBe(before.rows.plain);
    expect(plainRenders.plain).toBe(before.plain.plain);

    // Still alive, each with its own location and state.
    const paneOf = (key: string) => screen.getAllByTestId('tab-pane').find((pane) => pane.getAttribute('data-tab') === key)!;
    expect(within(paneOf('/probe/one')).getByText('at /probe/one')).toBeInTheDocument();
    expect(within(paneOf('/probe/item/7')).getByText('at /probe/item/7 id 7')).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('input one').value).toBe('kept');
  });

  it("renders a shown page's rows again only when its own address changes", async () => {
    await signedInWith(server);
    renderShell('/probe/two', PROBE_ROUTES);
    await waitFor(() => expect(screen.getByTestId('probe-two')).toBeInTheDocument());
    await open('/profile');
    await open('/probe/one');
    await userEvent.type(screen.getByLabelText('input one'), 'x');
    await open('/pages/a');
    const hiddenOne = rowRenders.one;
    const hiddenTwo = rowRenders.two;

    // Shown again at the same address, a page has nothing new to draw.
    await open('/probe/one');
    expect(rowRenders.one).toBe(hiddenOne);
    expect(screen.getByLabelText<HTMLInputElement>('input one').value).toBe('x');

    // A query that is the page's own state (/profile) stays in its tab and reaches the page.
    await open('/profile');
    const profileBefore = renders.profile;
    await userEvent.click(screen.getByText('page 2 of profile'));
    await waitForWhere('/profile?page=2');
    expect(activePane()).toHaveAttribute('data-tab', '/profile');
    await waitFor(() => expect(within(activePane()!).getByText('at /profile?page=2')).toBeInTheDocument());
    expect(renders.profile).toBeGreaterThan(profileBefore);
    expect(rowRenders.two).toBe(hiddenTwo);
    expect(rowRenders.one).toBe(hiddenOne);

    // Hidden, it keeps the query it had; the other pages still have not rendered.
    await open('/probe/two');
    const profilePane = screen.getAllByTestId('tab-pane').find((pane) => pane.getAttribute('data-tab') === '/profile')!;
    expect(within(profilePane).getByText('at /profile?page=2')).toBeInTheDocument();
    expect(rowRenders.one).toBe(hiddenOne);
  });
});
