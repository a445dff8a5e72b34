import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { AuditLogTexts } from './messages.ts';
import type { LogRow } from './audit-log-api.ts';
import { logTime } from './log-columns.tsx';

/**
 * An operation's or exception's whole entry: who, when, from where, with what, the route, the
 * request id and the outcome; an exception's message (never a stack: the server keeps none) below.
 */
export function LogDetailDialog({ row, texts, onClose }: { row: LogRow | null; texts: AuditLogTexts; onClose: () => void }) {
  const words = texts.details;
  const exception = row?.category === 4;
  const fields: [string, string][] = row
    ? [
        [words.time, logTime(row.creatorTime)],
        [words.user, row.userName],
        [words.ip, row.ipaddress],
        [words.browser, row.browser],
        [words.os, row.platForm],
        [words.module, row.moduleName ?? ''],
        [words.method, row.requestMethod ?? ''],
        [words.url, row.requestURL ?? ''],
        [words.requestId, row.requestId ?? ''],
        [words.result, String(row.resultCode ?? '')],
        [words.duration, String(row.requestDuration ?? '')],
      ]
    : [];
  return (
    <Dialog open={Boolean(row)} onClose={onClose} maxWidth="sm" fullWidth data-testid="log-detail">
      <DialogTitle>{texts.detail}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {exception && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
              {words.description}
            </Typography>
            <Box
              component="pre"
              data-testid="log-detail-description"
              sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {row?.json}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
