import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

/** A thin bar at the top while a dialog's or drawer's code downloads; the page under it stays usable. */
function OpeningBar() {
  return <LinearProgress data-testid="opening-bar" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}

export type LazyUntilOpen<P> = ComponentType<P> & {
  /** fetches the chunk now; resolved once opening it renders at once (tests wait on it) */
  preload: () => Promise<unknown>;
};

/**
 * A dialog or drawer whose code is its own chunk (the rjsf form engine, the chat, the settings
 * drawer): until it first opens it renders nothing, as a closed MUI dialog does; once opened it
 * stays mounted, so it animates closed and keeps its state exactly as the eagerly loaded one did.
 * With `preload`, the chunk is fetched as soon as its host mounts, so opening it does not wait;
 * without, it is fetched on the first opening (a thin bar shows meanwhile).
 */
export function lazyUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>, { preload = false } = {}): LazyUntilOpen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is tried again at the next opening.
        loading = undefined;
        throw error;
      },
    ));
  const Loaded = lazy(() => fetchOnce().then((component) => ({ default: component })));

  function LazyUntilOpen(props: P) {
    // The component chosen at the first opening is kept, so the dialog never remounts.
    const [shown, setShown] = useState<ComponentType<P> | null>(null);
    // Adjusting state while rendering (React's documented pattern): the first opening mounts it for good.
    if (props.open && !shown) setShown(() => loaded ?? (Loaded as ComponentType<P>));
    useEffect(() => {
      if (preload) void fetchOnce().catch(() => undefined);
    }, []);
    if (!shown) return null;
    return <Suspense fallback={<OpeningBar />}>{createElement(shown, props)}</Suspense>;
  }
  return Object.assign(LazyUntilOpen, { preload: fetchOnce });
}
