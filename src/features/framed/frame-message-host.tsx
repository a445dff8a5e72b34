import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { settingsStore } from '../../shell/settings/settings-store.ts';
import { themeOptions } from '../../shell/settings/build-theme.ts';
import { isAllowedFrameOrigin, parseFrameMessage, refreshFrameOrigins, type FrameMessage } from './frame-messages.ts';

const FrameDialogs = lazy(() => import('./frame-dialogs.tsx').then((m) => ({ default: m.FrameDialogs })));

/**
 * The one window-message listener of the tab (spec §2.4), mounted by the app: while signed in
 * it reads the allowed origins and opens the dialog an allowed frame's fr or pdf message asks
 * for. Messages from any other origin, or of any other shape, are ignored. It sits outside
 * react-admin, so it brings the app's theme along.
 */
export function FrameMessageHost() {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const theme = useMemo(() => createTheme(themeOptions(settings)), [settings]);
  const [message, setMessage] = useState<FrameMessage | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    void refreshFrameOrigins();
    const onMessage = (event: MessageEvent) => {
      if (!isAllowedFrameOrigin(event.origin, window.location.origin)) return;
      const next = parseFrameMessage(event.data, event.origin);
      if (next) setMessage(next);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      setMessage(null);
    };
  }, [token]);

  if (!token || !message) return null;
  return (
    <ThemeProvider theme={theme}>
      <Suspense fallback={null}>
        <FrameDialogs message={message} onClose={() => setMessage(null)} />
      </Suspense>
    </ThemeProvider>
  );
}
