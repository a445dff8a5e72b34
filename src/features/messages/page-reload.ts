/** Reloads the page (a `refresh` frame, a logout meant for an older token); one place, so tests can watch it. */
export function reloadPage(): void {
  window.location.reload();
}
