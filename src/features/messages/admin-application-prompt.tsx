import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { onMessagePush } from './socket/message-events.ts';
import { loadCurrentUser } from '../../lib/auth/session-store.ts';
import { messageText } from './messages.ts';

/** Spec §9: the enterprise-administrator application prompt stays 20 s. */
export const ADMIN_PROMPT_MS = 20_000;
/** Push titles that carry a meaning of their own (JNPF 3.4's texts). */
export const ADMIN_APPLICATION_TITLE = '企业管理员申请';
export const CLOUD_DATA_TITLE = '云平台数据';

/**
 * Reacts to special pushes (spec §4, §7): an enterprise-administrator application shows a
 * bottom-right prompt for 20 s; a push titled as cloud-platform data reloads the user info.
 */
export function AdminApplicationPrompt() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(
    () =>
      onMessagePush((frame) => {
        const pushed = frame.title ?? '';
        if (pushed.includes(ADMIN_APPLICATION_TITLE)) setTitle(pushed);
        if (pushed.includes(CLOUD_DATA_TITLE)) loadCurrentUser().catch(() => undefined); // a failed reload keeps the current info
      }),
    [],
  );
  return (
    <Snackbar
      open={title !== null}
      autoHideDuration={ADMIN_PROMPT_MS}
      onClose={() => setTitle(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert severity="info" onClose={() => setTitle(null)} data-testid="admin-application-prompt">
        {messageText('adminApplication')}
        {title ? `: ${title}` : ''}
      </Alert>
    </Snackbar>
  );
}
