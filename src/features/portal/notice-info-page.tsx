import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { PortalFrame } from './portal-frame.tsx';
import { fetchPublicNotice, type PublicNotice } from './portal-api.ts';
import { formatTime } from './notice-items.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';

type State = { kind: 'loading' } | { kind: 'shown'; notice: PublicNotice } | { kind: 'failed'; message: string };

/**
 * /noticeInfo?id=…: one public notice. The body is HTML the server cleaned; it is cleaned again
 * with DOMPurify here before it is rendered. A refusal (not public, withdrawn, expired) is shown
 * as the server worded it.
 */
export function NoticeInfoPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!id) {
      setState({ kind: 'failed', message: translate('portal.noticeMissing') });
      return;
    }
    let alive = true;
    setState({ kind: 'loading' });
    fetchPublicNotice(id)
      .then((response) => {
        if (!alive) return;
        if (response.code === 200 && response.data) setState({ kind: 'shown', notice: response.data });
        else setState({ kind: 'failed', message: response.msg || translate('portal.loadFailed') });
      })
      .catch(() => alive && setState({ kind: 'failed', message: translate('portal.loadFailed') }));
    return () => {
      alive = false;
    };
  }, [id, translate]);

  return (
    <PortalFrame testId="notice-info">
      <Paper sx={{ p: 3 }}>
        {state.kind === 'loading' && <CircularProgress size={24} />}
        {state.kind === 'failed' && (
          <Alert severity="error" data-testid="notice-info-error">
            {state.message}
          </Alert>
        )}
        {state.kind === 'shown' && (
          <article>
            <Typography variant="h5" component="h1" gutterBottom data-testid="notice-info-title">
              {state.notice.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('portal.releaseTime')}：{formatTime(state.notice.releaseTime)}
            </Typography>
            <RichTextView testId="notice-info-body" html={state.notice.bodyText ?? ''} />
          </article>
        )}
        <Button component={RouterLink} to="/noticeList" sx={{ mt: 2 }}>
          {translate('portal.back')}
        </Button>
      </Paper>
    </PortalFrame>
  );
}
