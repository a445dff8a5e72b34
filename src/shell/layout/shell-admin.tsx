import { createElement, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  Notification,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';

export type ShellAdminProps = AdminContextProps & Omit<CoreAdminUIProps, 'loginPage' | 'authCallbackPage'> & { children?: ReactNode };

/**
 * react-admin's <Admin> without what the signed-in app never shows: its login page and sign-in
 * callback (their form pulls react-hook-form, 40 KiB, into the first signed-in page; issue 17), its
 * default layout, its 404 page and its English translations (the app gives its own). The rest is <Admin> as react-admin composes it:
 * the context (data, auth, i18n, store, themes), MUI's baseline, the routes and the notifications.
 */
export function ShellAdmin({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  routerProvider,
  store,
  theme,
  accessDenied = AccessDenied,
  authenticationError = AuthenticationError,
  error = ErrorPage,
  loading = LoadingPage,
  children,
  ...ui
}: ShellAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...ui} accessDenied={accessDenied} authenticationError={authenticationError} error={error} loading={loading} loginPage={false}>
          {children}
        </CoreAdminUI>
        {createElement(Notification)}
      </CssBaseline>
    </AdminContext>
  );
}
