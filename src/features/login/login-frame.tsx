import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContextProvider, StoreContextProvider, type I18nProvider, type Store } from 'react-admin';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { settingsStore } from '../../shell/settings/settings-store.ts';
import { themeOptions } from '../../shell/settings/build-theme.ts';

/**
 * What the login page needs from react-admin's <Admin>, without <Admin>: the app's store (the
 * language choice lives there, shared with the signed-in app), the translations and the theme.
 * Only these small parts of ra-core load at /login; <Admin> and the screens load after sign-in.
 */
export function LoginFrame({ store, i18nProvider, children }: { store: Store; i18nProvider: I18nProvider; children: ReactNode }) {
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const theme = useMemo(() => createTheme(themeOptions(settings)), [settings]);
  return (
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nContextProvider>
    </StoreContextProvider>
  );
}
