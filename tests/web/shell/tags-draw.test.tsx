import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SVGProps } from 'react';
import { go, renderShell, setUpShellTests, signedInWith, tagKeys, waitForWhere } from './shell-test-kit.tsx';

/**
 * Issue 17 row 9: with many tabs open, opening or switching a tab draws the tabs whose state
 * changed, not every tab of the bar. Each tab's close button is a counting stand-in for MUI's icon.
 */
const draws = vi.hoisted(() => ({ close: 0 }));

vi.mock('@mui/icons-material/Close', () => ({
  default: function CountedClose(props: SVGProps<SVGSVGElement> & { sx?: unknown }) {
    draws.close += 1;
    const { sx: _sx, ...rest } = props;
    return <svg {...rest} />;
  },
}));

const server = setUpShellTests();

async function open(path: string) {
  act(() => go(path));
  await waitFor(() => expect(tagKeys()).toContain(path));
}

describe('tags view: a navigation draws only the tabs it changes', () => {
  it('opening the 9th tab and switching tabs leave the other tabs undrawn', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    for (let port = 1; port <= 7; port++) await open(`/pages/b?port=${port}`);
    expect(tagKeys()).toHaveLength(9);

    draws.close = 0;
    await open('/pages/a?port=8');
    // the new tab, and the tab that stops being the shown one
    expect(draws.close).toBeGreaterThan(0);
    expect(draws.close).toBeLessThanOrEqual(2);

    draws.close = 0;
    await userEvent.click(screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/b?port=3')!);
    await waitForWhere('/pages/b?port=3');
    expect(draws.close).toBeGreaterThan(0);
    expect(draws.close).toBeLessThanOrEqual(2);
  });
});
