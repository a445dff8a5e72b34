import { useEffect, useState, useSyncExternalStore } from 'react';
import { viewStateStore } from '../../shell/layout/view-state.ts';
import { frameHeight } from './frame-address.ts';

const windowHeight = (): number | undefined => (typeof window === 'undefined' ? undefined : window.innerHeight);

/** The business frame's height (spec §2.4): follows the window size and the tab bar's full-screen flag. */
export function useFrameHeight(): number {
  const { fullscreen } = useSyncExternalStore(viewStateStore.subscribe, viewStateStore.getSnapshot);
  const [height, setHeight] = useState(windowHeight);
  useEffect(() => {
    const onResize = () => setHeight(windowHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return frameHeight(height, fullscreen);
}
