import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Avatar, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { unlockWithPassword } from '../../lib/auth/auth-provider.ts';
import { loadCurrentUser, resetSession, sessionStore } from '../../lib/auth/session-store.ts';
import type { RequestFailure } from '../../lib/request/types.ts';

/** /lockScreen: the signed-in user unlocks with their password (contract §2.5). */
export function LockScreenPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (session.token && !session.loaded) loadCurrentUser('/lockScreen').catch(() => undefined);
  }, [session.token, session.loaded]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(translate('screens.lock.passwordRequired'));
    setBusy(true);
    try {
      await unlockWithPassword(password);
      navigate('/home', { replace: true });
    } catch (failure) {
      setError((failure as RequestFailure).msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#1f2d3d' }}>
      <Box component="form" data-testid="lock-screen" onSubmit={submit} sx={{ width: 320, p: 3, bgcolor: 'background.paper', borderRadius: 2 }}>
        <Stack spacing={2} alignItems="center">
          <Avatar src={session.userInfo?.headIcon || undefined} sx={{ width: 64, height: 64 }}>
            {session.userInfo?.userName?.slice(0, 1)}
          </Avatar>
          <Typography variant="h6" component="h1">
            {session.userInfo?.userName || translate('screens.lock.title')}
          </Typography>
          <TextField
            type="password"
            name="password"
            fullWidth
            label={translate('screens.lock.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          {error && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" fullWidth disabled={busy}>
            {translate('screens.lock.unlock')}
          </Button>
          <Link component={RouterLink} to="/login" onClick={() => resetSession()}>
            {translate('screens.lock.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}
