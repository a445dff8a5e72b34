import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { lazyUntilOpen } from '../../../src/shell/lazy-until-open.tsx';

interface PanelProps {
  open: boolean;
  onClose: () => void;
}

/** A stand-in dialog with its own state, to see whether it is kept or mounted anew. */
function Panel({ open, onClose }: PanelProps) {
  const [count, setCount] = useState(0);
  return (
    <div data-testid="panel" data-open={open}>
      <button onClick={() => setCount(count + 1)}>count {count}</button>
      <button onClick={onClose}>close</button>
    </div>
  );
}

function deferred() {
  let resolve: (value: typeof Panel) => void = () => undefined;
  const promise = new Promise<typeof Panel>((done) => (resolve = done));
  return { promise, resolve };
}

function Host({ Lazy }: { Lazy: ReturnType<typeof lazyUntilOpen<PanelProps>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Lazy open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('lazyUntilOpen (dialogs and drawers as their own chunks)', () => {
  it('fetches nothing before the first opening, shows a bar while loading, then keeps the dialog and its state', async () => {
    const load = deferred();
    let calls = 0;
    const Lazy = lazyUntilOpen<PanelProps>(() => {
      calls += 1;
      return load.promise;
    });
    render(<Host Lazy={Lazy} />);
    expect(calls).toBe(0);
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('opening-bar')).toBeInTheDocument();
    await act(async () => load.resolve(Panel));
    fireEvent.click(await screen.findByText('count 0'));
    fireEvent.click(screen.getByText('close'));
    // Closed but still mounted, as a closed MUI dialog that animates out: its state survives.
    expect(screen.getByTestId('panel')).toHaveAttribute('data-open', 'false');
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByText('count 1')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('with preload, fetches once the host mounts and opens without waiting', async () => {
    let calls = 0;
    const Lazy = lazyUntilOpen<PanelProps>(
      async () => {
        calls += 1;
        return Panel;
      },
      { preload: true },
    );
    render(<Host Lazy={Lazy} />);
    await act(() => Lazy.preload());
    expect(calls).toBe(1);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByText('count 0')).toBeInTheDocument();
    expect(screen.queryByTestId('opening-bar')).not.toBeInTheDocument();
  });

  it('tries a failed download again at the next preload', async () => {
    let calls = 0;
    const Lazy = lazyUntilOpen<PanelProps>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Panel;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBe(Panel);
    expect(calls).toBe(2);
  });
});
