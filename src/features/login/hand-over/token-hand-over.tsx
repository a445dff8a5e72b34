import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { adoptToken } from '../../../lib/auth/session-store.ts';
import { redirectTarget } from '../../../../common/url-rules.ts';
import { checkToken, dropTokenFromAddress, otherSignedInUser, runsInFrame, userLabel } from './hand-over-check.ts';

type State = { kind: 'checking' } | { kind: 'failed'; message: string } | { kind: 'confirm'; current: string; next: string };

/**
 * /sso and /auth-redirect: `?token=…&redirect=/path` (jumpTo is read when redirect is absent).
 * Only a token the server accepts is stored, never inside a frame, and never silently in place of
 * another user's session; then the browser goes to the redirect target, a page path of this site.
 */
export function TokenHandOver({ testId }: { testId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = redirectTarget(params.get('redirect') ?? params.get('jumpTo'));
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    const fail = (message: string) => {
      dropTokenFromAddress();
      setState({ kind: 'failed', message });
    };
    if (runsInFrame()) return fail(translate('portal.handOver.framed'));
    if (!token) return fail(translate('portal.handOver.missingToken'));
    if (!target) return fail(translate('portal.handOver.badTarget'));
    let alive = true;
    setState({ kind: 'checking' });
    void (async () => {
      const checked = await checkToken(token);
      if (!alive) return;
      if (!checked.ok) return fail(checked.refusal || translate('portal.handOver.invalidToken'));
      const current = await otherSignedInUser(token);
      if (!alive) return;
      if (current && current.userId !== checked.user.userId) {
        return setState({ kind: 'confirm', current: userLabel(current), next: userLabel(checked.user) });
      }
      adoptToken(token);
      // Replace: the token must not stay in the history.
      navigate(target, { replace: true });
    })();
    return () => {
      alive = false;
    };
  }, [token, target, navigate, translate]);

  const switchUser = () => {
    adoptToken(token);
    navigate(target ?? '/home', { replace: true });
  };
  // Keep the current session; replace so the token leaves the address and the history.
  const keepCurrent = () => navigate('/home', { replace: true });

  return (
    <Box data-testid={testId} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0f2f5' }}>
      <Paper sx={{ p: 4, minWidth: 320 }}>
        {state.kind !== 'failed' ? (
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
      <Dialog open={state.kind === 'confirm'} data-testid="hand-over-confirm" aria-labelledby="hand-over-confirm-title">
        <DialogTitle id="hand-over-confirm-title">{translate('portal.handOver.switchTitle')}</DialogTitle>
        <DialogContent>
          {state.kind === 'confirm' && (
            <Typography data-testid="hand-over-confirm-text">{translate('portal.handOver.switchAsk', { current: state.current, next: state.next })}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={keepCurrent} data-testid="hand-over-keep">
            {translate('portal.handOver.keep')}
          </Button>
          <Button onClick={switchUser} variant="contained" data-testid="hand-over-switch">
            {translate('portal.handOver.switch')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
