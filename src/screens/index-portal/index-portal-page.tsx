import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import { sessionStore } from '../../auth/session-store.ts';

/** /index: the public entry. Signed out it offers Login, signed in it leads into the system. */
export function IndexPortalPage() {
  const translate = useTranslate();
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const name = translate('auth.defaultTitle');
  return (
    <Box data-testid="index-portal" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0f2f5' }}>
      <Stack spacing={3} alignItems="center">
        <Typography variant="h4" component="h1">
          {translate('screens.portal.intro', { name })}
        </Typography>
        {token ? (
          <Button component={RouterLink} to="/home" variant="contained" size="large">
            {translate('screens.portal.enter')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="contained" size="large" data-testid="portal-login">
            {translate('screens.portal.login')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
