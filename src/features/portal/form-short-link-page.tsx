import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { resolveShortLink } from './portal-api.ts';
import { isSameOriginPath } from '../../../common/url-rules.ts';

/**
 * /formShortLink?id=…: asks the server what the short link stands for (GET
 * /api/portal/ShortLink/{id}) and opens that page of this site; the page's own sign-in rules then
 * apply. The server's refusal (unknown, withdrawn or expired) is shown as it was worded.
 */
export function FormShortLinkPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [error, setError] = useState('');

  useEffect(() => {
    if (!id) return setError(translate('portal.shortLink.missingId'));
    let alive = true;
    setError('');
    resolveShortLink(id)
      .then((response) => {
        if (!alive) return;
        const target = response.data?.target ?? '';
        // The server only stores same-origin paths; a different backend is not trusted blindly.
        if (response.code === 200 && isSameOriginPath(target)) navigate(target, { replace: true });
        else setError(response.msg && response.code !== 200 ? response.msg : translate('portal.handOver.badTarget'));
      })
      .catch(() => alive && setError(translate('portal.loadFailed')));
    return () => {
      alive = false;
    };
  }, [id, navigate, translate]);

  return (
    <Box data-testid="form-short-link" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0f2f5' }}>
      <Paper sx={{ p: 4, minWidth: 320 }}>
        {error ? (
          <Alert severity="error" data-testid="short-link-error">
            {error}
          </Alert>
        ) : (
          <Stack direction="row" spacing={2} alignItems="center">
            <CircularProgress size={24} />
            <Typography>{translate('portal.shortLink.working')}</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
