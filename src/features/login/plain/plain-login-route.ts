/**
 * When the first page load may show the plain login page instead of the app: /login (or /login/)
 * without a stored token. With a token the app's route guard decides as before (on to /home, the
 * lock screen, or an outside system's token/signature/jumpTo hand-over); every other path is the app.
 */
export function showsPlainLogin(pathname: string, storedToken: string): boolean {
  return !storedToken && /^\/login\/*$/.test(pathname);
}

/**
 * Where a sign-in on the plain page lands, before the app (main.tsx) or inside it (../in-app-login-page.tsx):
 * the page the guard sent the user from (?redirect=), else /home. Only a path of this site is followed.
 */
export function landingAfterSignIn(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\') ? wanted : '/home';
}
