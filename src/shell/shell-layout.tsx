import { useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Drawer, Toolbar, Typography } from '@mui/material';
import { sessionStore } from '../auth/session-store.ts';
import { SideMenu } from './side-menu.tsx';
import { UserArea } from './user-menu.tsx';
import { PasswordCheck } from './password-check.tsx';
import { LastLoginNotice } from './last-login-notice.tsx';
import { DEFAULT_TITLE } from '../auth/route-guard.ts';

const SIDEBAR_WIDTH = 240;

/** The layout around signed-in pages: navbar (logo → /index, user area), the menu, the page. */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const { sysConfigInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar variant="dense">
          <Typography component={RouterLink} to="/index" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }} data-testid="logo">
            {sysConfigInfo?.sysName || DEFAULT_TITLE}
          </Typography>
          <UserArea />
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}>
        <Toolbar variant="dense" />
        <SideMenu />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar variant="dense" />
        {children}
      </Box>
      <PasswordCheck />
      <LastLoginNotice />
    </Box>
  );
}
