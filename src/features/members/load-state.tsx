import { Button, LinearProgress, Stack, Typography } from '@mui/material';

/** A list still loading (a bar) or that failed to load (the message and 重试), as the member and admin-list tables show it. */
export function LoadState({
  loading,
  failed,
  texts,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  texts: { loading: string; loadFailed: string; retry: string };
  onRetry: () => void;
}) {
  if (failed)
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 2 }}>
        <Typography color="error">{texts.loadFailed}</Typography>
        <Button size="small" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Stack>
    );
  return loading ? <LinearProgress aria-label={texts.loading} /> : null;
}
