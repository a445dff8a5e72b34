import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { request } from '../../request/request.ts';
import { adoptToken } from '../../auth/session-store.ts';
import type { CurrentUserResponse } from '../../auth/current-user-types.ts';
import { redirectTarget } from '../portal-common/safe-url.ts';

type State = { kind: 'checking' } | { kind: 'failed'; message: string };

/**
 * Checks a token another system handed over against the server (GET /api/oauth/CurrentUser with
 * that token, raw so a refusal neither ends the current session nor leaves the page). Only a
 * token the server accepts is stored; then the browser goes to the redirect target, which must
 * be a page path of this site.
 */
async function checkToken(token: string): Promise<string | null> {
  try {
    const response = await request<CurrentUserResponse>({ url: '/api/oauth/CurrentUser', raw: true, token });
    if (response.code === 200 && response.data?.userInfo) return null;
    return response.msg || '';
  } catch {
    return '';
  }
}

/** /sso and /auth-redirect: `?token=…&redirect=/path` (jumpTo is read when redirect is absent). */
export function TokenHandOver({ testId }: { testId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = redirectTarget(params.get('redirect') ?? params.get('jumpTo'));
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    if (!token) return setState({ kind: 'failed', message: translate('portal.handOver.missingToken') });
    if (!target) return setState({ kind: 'failed', message: translate('portal.handOver.badTarget') });
    let alive = true;
    setState({ kind: 'checking' });
    void checkToken(token).then((refusal) => {
      if (!alive) return;
      if (refusal !== null) return setState({ kind: 'failed', message: refusal || translate('portal.handOver.invalidToken') });
      adoptToken(token);
      // Replace: the token must not stay in the history.
      navigate(target, { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [token, target, navigate, translate]);

  return (
    <Box data-testid={testId} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0f2f5' }}>
      <Paper sx={{ p: 4, minWidth: 320 }}>
        {state.kind === 'checking' ? (
          <Stack direction="row" spacing={2} alignItems="center">
            <CircularProgress size={24} />
            <Typography>{translate('portal.handOver.working')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="error" data-testid="hand-over-error">
              {state.message}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              {translate('portal.handOver.toLogin')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
