import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Snackbar } from '@mui/material';
import dayjs from 'dayjs';
import { sessionStore } from '../lib/auth/session-store.ts';

const FLAG = 'portside-fresh-login';
const NOTICE_MS = 2000;

/** Called by the login page: only a sign-in from there earns the last-login notice (spec §2.5). */
export function markFreshLogin(): void {
  window.sessionStorage.setItem(FLAG, '1');
}

/** Bottom-right, 2 s: last login time, place and IP, when the server has them and prevLogin is on. */
export function LastLoginNotice() {
  const translate = useTranslate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userInfo || window.sessionStorage.getItem(FLAG) !== '1') return;
    window.sessionStorage.removeItem(FLAG);
    if (userInfo.prevLogin === 1 && userInfo.prevLoginTime) setOpen(true);
  }, [userInfo]);

  if (!userInfo?.prevLoginTime) return null;
  return (
    <Snackbar open={open} autoHideDuration={NOTICE_MS} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert severity="info" data-testid="last-login-notice">
        <div>{translate('shell.lastLogin', { time: dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm') })}</div>
        <div>{translate('shell.lastLoginPlace', { place: userInfo.prevLoginIPAddressName || '-', ip: userInfo.prevLoginIPAddress || '-' })}</div>
      </Alert>
    </Snackbar>
  );
}
