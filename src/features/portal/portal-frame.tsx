import { useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from '@mui/material';
import { resetSession, sessionStore } from '../../lib/auth/session-store.ts';
import { DEFAULT_TITLE } from '../../lib/auth/route-guard.ts';
import { usePortalInfo } from './use-portal-info.ts';

/** The tourist account (spec §1) is signed in but is offered Login like a visitor. */
export function isTouristAccount(account: string | undefined, flagged?: boolean): boolean {
  return Boolean(flagged || account === 'tourist');
}

/** The entry buttons: a visitor gets Login; the tourist Enter and Login; a user Enter. */
function EntryButtons() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token, userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const tourist = isTouristAccount(userInfo?.userAccount, userInfo?.isTourist);
  const login = (
    <Button
      color="inherit"
      variant="outlined"
      data-testid="portal-login"
      onClick={() => {
        // The tourist leaves its session to sign in as someone (as the navbar's Login does).
        if (token) resetSession();
        navigate('/login');
      }}
    >
      {translate('portal.login')}
    </Button>
  );
  if (!token) return login;
  return (
    <Stack direction="row" spacing={1}>
      <Button color="inherit" variant="outlined" component={RouterLink} to="/home" data-testid="portal-enter">
        {translate('portal.enter')}
      </Button>
      {tourist && login}
    </Stack>
  );
}

/**
 * The frame of every public page: the system's name from the server's public configuration
 * (else the default title of spec §1) linking to /index, the entry buttons, and the
 * configured copyright as footer. `wide` gives the page the whole width and the height left
 * (a framed business system, spec §2.4) instead of the centred column.
 */
export function PortalFrame({ children, testId, wide = false }: { children: ReactNode; testId: string; wide?: boolean }) {
  const info = usePortalInfo();
  const name = info?.sysName || info?.title || DEFAULT_TITLE;
  return (
    <Box data-testid={testId} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f0f2f5' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            component={RouterLink}
            to="/index"
            variant="h6"
            noWrap
            sx={{ flex: 1, color: 'inherit', textDecoration: 'none' }}
            data-testid="portal-name"
          >
            {name}
          </Typography>
          <EntryButtons />
        </Toolbar>
      </AppBar>
      {wide ? (
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>{children}</Box>
      ) : (
        <Container maxWidth="lg" sx={{ flex: 1, py: 3 }}>
          {children}
        </Container>
      )}
      {info?.copyright && (
        <Typography variant="body2" color="text.secondary" align="center" sx={{ py: 2 }} data-testid="portal-copyright">
          {info.copyright}
        </Typography>
      )}
    </Box>
  );
}
