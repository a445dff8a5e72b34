/**
 * The shell's passing view state: device mode, full-screen content and whether the sidebar's
 * next change should animate. Not stored: it follows the window and the tab bar's button.
 */
export type Device = 'desktop' | 'mobile';

export interface ViewState {
  device: Device;
  /** the tab bar's full-screen toggle: navbar and menus hide, the page fills the window */
  fullscreen: boolean;
  /** a sidebar closed by a window resize closes at once, not with the slide */
  withoutAnimation: boolean;
}

/** Breakpoints of spec §2.2 / §9. */
export const SIDEBAR_CLOSE_WIDTH = 1368;
export const MOBILE_WIDTH = 992;

/** What a window width asks of the shell. */
export function responsiveFor(width: number): { device: Device; closeSidebar: boolean } {
  return { device: width < MOBILE_WIDTH ? 'mobile' : 'desktop', closeSidebar: width < SIDEBAR_CLOSE_WIDTH };
}

let state: ViewState = { device: 'desktop', fullscreen: false, withoutAnimation: false };
const listeners = new Set<() => void>();

export const viewStateStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): ViewState => state,
};

export function updateViewState(patch: Partial<ViewState>): void {
  const next = { ...state, ...patch };
  if (next.device === state.device && next.fullscreen === state.fullscreen && next.withoutAnimation === state.withoutAnimation) return;
  state = next;
  listeners.forEach((listener) => listener());
}
