const SHOWN_MS = 6000;
const SHOWN_KEY = 'portside_offline_notice_shown';

/**
 * The offline demo's one quiet word about what needs the server: an info bar at the foot of the
 * page, once per browser tab (a reload does not repeat it), gone after a few seconds or on a click.
 * Plain DOM, because it belongs to the mock layer, not to the app (the app never knows it is offline).
 */
export function showOfflineNotice(text: string): void {
  if (typeof document === 'undefined' || window.sessionStorage.getItem(SHOWN_KEY)) return;
  window.sessionStorage.setItem(SHOWN_KEY, '1');
  const bar = document.createElement('div');
  bar.setAttribute('role', 'status');
  bar.dataset.testid = 'offline-demo-notice';
  bar.textContent = text;
  Object.assign(bar.style, {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: '2000',
    padding: '8px 16px',
    borderRadius: '4px',
    border: '1px solid #91caff',
    background: '#e6f4ff',
    color: '#0958d9',
    font: '13px/1.5 sans-serif',
    cursor: 'pointer',
  });
  const hide = () => bar.remove();
  bar.addEventListener('click', hide);
  setTimeout(hide, SHOWN_MS);
  document.body.append(bar);
}
