/**
 * Shows an element full screen through the Fullscreen API, or says it cannot: false where the
 * browser has no such API or the page may not use it (an iframe without allowfullscreen), for the
 * caller to show 不支持全屏 (spec §8).
 */
export function enterFullscreen(element: HTMLElement | null): boolean {
  if (!element || !document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') return false;
  // A refusal after the check (no user gesture) leaves the dialog as it was; nothing to undo.
  element.requestFullscreen().catch(() => undefined);
  return true;
}
