import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getToken } from '../lib/storage/jnpf-storage.ts';
import { currentLocale } from '../lib/i18n/locale.ts';
import { PlainLoginPage } from '../features/login/plain/plain-login-page.tsx';
import { landingAfterSignIn, showsPlainLogin } from '../features/login/plain/plain-login-route.ts';

/*
 * Two ways in (issue 17): a visitor without a session opening /login gets the plain login page,
 * which needs no MUI, react-admin or router, so that load downloads React and the form only;
 * every other load (and /login with a session) starts the app as before. The app's code is fetched
 * at the form's first input, so signing in does not wait for it, and never at load.
 */
// The last-login notice's flag (src/shell/last-login-notice.tsx) is set after a sign-in here as the in-app login page
// (features/login/in-app-login-page.tsx) sets it; it comes with the app.
const fetchApp = () => Promise.all([import('./app.tsx'), import('../lib/i18n/i18n-provider.ts'), import('../shell/last-login-notice.tsx')]);
let appLoad: ReturnType<typeof fetchApp> | undefined;
const loadApp = () =>
  (appLoad ??= fetchApp().catch((error: unknown) => {
    // A failed fetch (a blip, a new deployment) is tried again by the next caller.
    appLoad = undefined;
    throw error;
  }));

async function renderApp(root: Root): Promise<void> {
  const [{ App }, { i18nProvider }] = await loadApp();
  // The provider took its language when its module ran, possibly before a choice on the plain page.
  if (i18nProvider.getLocale() !== currentLocale()) await i18nProvider.changeLocale(currentLocale());
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** After a sign-in on the plain page: the in-app login page's steps (last-login notice, language, landing page), then the app. */
async function handOver(root: Root): Promise<void> {
  const landing = landingAfterSignIn(window.location.search);
  try {
    const [, , notice] = await loadApp();
    notice.markFreshLogin();
  } catch {
    // The token is stored: loading the landing page afresh starts the app from a new index.html.
    window.location.replace(landing);
    return;
  }
  window.history.replaceState(null, '', landing);
  await renderApp(root);
}

function renderPlainLogin(root: Root): void {
  root.render(
    <StrictMode>
      <PlainLoginPage onIntent={() => void loadApp().catch(() => undefined)} onSignedIn={() => handOver(root)} />
    </StrictMode>,
  );
}

/**
 * `npm run dev:mock` (mode "mock"): the offline demo engine answers every call in the page (msw),
 * before the app's first request; production never loads it.
 */
async function start(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('../../mocks/browser.ts');
    await startMockWorker();
  }
  const root = createRoot(document.getElementById('root') as HTMLElement);
  if (showsPlainLogin(window.location.pathname, getToken())) renderPlainLogin(root);
  else await renderApp(root);
}

void start();
