import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { findFixedRoute } from '../../lib/routes/fixed-routes.ts';
import { buildMenuRoutes } from '../../lib/routes/menu-routes.ts';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { FRAME_ALLOW, FRAME_SANDBOX } from './frame-address.ts';
import { fixedFrameSource, type FrameSource } from './frame-source.ts';
import { useFrameAddress } from './use-frame-address.ts';
import { refreshFrameOrigins } from './frame-messages.ts';

/** The page key of 系统配置 (schemas/sys-config.schema.json `page`), where the addresses are set. */
const SYS_CONFIG_PAGE_KEY = 'system/sysConfig';

/**
 * Where the signed-in user edits the system configuration, when their menus hold it (the system
 * administrator's do); null for a visitor and for users who may not.
 */
function useSysConfigPath(): string | null {
  const { token, menuList } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return useMemo(() => {
    if (!token) return null;
    // Only the paths matter here, and they do not depend on the context.
    const { routes } = buildMenuRoutes(menuList, { token: '', dataV: '', origin: '' });
    return routes.find((route) => route.pageKey === SYS_CONFIG_PAGE_KEY)?.path ?? null;
  }, [token, menuList]);
}

/** Links out of a page that shows no frame: 首页, and 系统配置 for those who may set the address. */
function WayOut({ admin }: { admin: string | null }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="contained" component={RouterLink} to="/index" data-testid="public-framed-index">
        {translate('framed.toIndex')}
      </Button>
      {admin && (
        <Button variant="outlined" component={RouterLink} to={admin} data-testid="public-framed-sys-config">
          {translate('framed.toSysConfig')}
        </Button>
      )}
    </Stack>
  );
}

function FramedContent({ source, title }: { source: FrameSource; title: string }) {
  const translate = useTranslate();
  const { search } = useLocation();
  const address = useFrameAddress(source, search);
  const admin = useSysConfigPath();
  // A newly opened frame may be from a newly allowed origin: read the list again (signed in only).
  useEffect(() => {
    if (sessionStore.getSnapshot().token) void refreshFrameOrigins();
  }, []);

  const common = { 'data-testid': 'public-framed-page', 'data-screen': source.name };
  if (address.state === 'resolving') return <Box {...common} data-state="resolving" />;
  if (address.state === 'failed' && address.text === 'notConfigured') {
    return (
      <Box {...common} data-state="not-configured" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <Paper sx={{ p: 4, maxWidth: 720, width: '100%' }}>
          <Typography variant="h5" component="h1" gutterBottom data-testid="public-framed-title">
            {title}
          </Typography>
          <Typography data-testid="public-framed-explanation">{translate('framed.pageNotConfigured')}</Typography>
          {admin && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('framed.pageNotConfiguredAdmin')}
            </Typography>
          )}
          <WayOut admin={admin} />
        </Paper>
      </Box>
    );
  }
  if (address.state === 'failed') {
    return (
      <Box {...common} data-state="failed" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom data-testid="public-framed-title">
          {title}
        </Typography>
        <Alert severity="error" data-testid="public-framed-error">
          {address.message ?? translate(`framed.${address.text ?? 'loadFailed'}`)}
        </Alert>
        <WayOut admin={admin} />
      </Box>
    );
  }
  return (
    <Box {...common} data-state="ready" sx={{ flex: 1, display: 'flex', minHeight: 0, lineHeight: 0 }}>
      <iframe
        title={title}
        src={address.url}
        allow={FRAME_ALLOW}
        sandbox={FRAME_SANDBOX}
        data-testid="public-framed-frame"
        style={{ display: 'block', width: '100%', flex: 1, minHeight: 480, border: 0 }}
      />
    </Box>
  );
}

/**
 * A public page of spec §2.2 that is a business system of the port (/wldbPay, /createBill,
 * /dingzhiInfo?id=…): one full-width frame of the address configured for it, read without a
 * session, with the page's query passed on. Only http(s) addresses and paths of this site are
 * framed. Without an address it says so, with the page's title and a way back, never a 404 or a
 * sign-in. The app puts it in the portal's frame (system name, Login / Enter).
 */
export function PublicFramedPage({ path }: { path: string }) {
  const translate = useTranslate();
  const route = findFixedRoute(path);
  const source = route ? fixedFrameSource(route) : undefined;
  if (!route || !source) return null;
  return <FramedContent source={source} title={translate(route.title)} />;
}
