import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Stack, TextField, type SxProps, type Theme } from '@mui/material';
import { modifyPassword } from '../../lib/auth/auth-api.ts';
import { resetSession } from '../../lib/auth/session-store.ts';
import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';
import { validatePasswordChange, type PasswordChangeError, type PasswordChangeForm } from './validate-password-change.ts';

const newTimestamp = () => String(Math.random());
const EMPTY: PasswordChangeForm = { oldPassword: '', password: '', repeatPassword: '', code: '' };
/** how long the server's success words stay on screen */
const NOTICE_MS = 1500;
/** the captcha matches the height of the text field beside it */
const CAPTCHA_HEIGHT = { small: 40, medium: 56 } as const;

export interface PasswordFormProps {
  policy: PasswordPolicy;
  /** the captcha picture for a timestamp: the forced change and the profile use different endpoints */
  captchaSrc: (timestamp: string) => string;
  /**
   * ms between the success words and the end of the session (the server has already ended it
   * everywhere): the profile tab lets the words be read first, as JNPF does; the forced dialog leaves at once.
   */
  leaveAfterMs: number;
  /** forget the typed code when a failure draws a new captcha (the profile tab) */
  clearCodeOnFailure?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * The password change form shared by the forced change dialog and the profile tab (spec §4–5,
 * §7): the spec's checks in order, passwords leave as MD5 through auth-api, a captcha to solve.
 * Success shows the server's words and returns to sign-in; failure only releases the button and
 * draws a new captcha.
 */
export function PasswordForm({ policy, captchaSrc, leaveAfterMs, clearCodeOnFailure = false, size = 'medium', sx }: PasswordFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [error, setError] = useState<PasswordChangeError | null>(null);
  const [timestamp, setTimestamp] = useState(newTimestamp);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof PasswordChangeForm, label: string, type = 'password') => (
    <TextField
      name={name}
      type={type}
      label={translate(`screens.password.${label}`)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={error?.field === name}
      helperText={error?.field === name ? translate(`screens.password.${error.key}`, error.params) : ' '}
      autoComplete={name === 'oldPassword' ? 'current-password' : name === 'code' ? 'off' : 'new-password'}
      fullWidth
      size={size}
    />
  );

  const leave = () => {
    resetSession();
    navigate('/login', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form, policy);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const response = await modifyPassword({ oldPassword: form.oldPassword, password: form.password, code: form.code, timestamp });
      // `_` shows the server's words as they are rather than as a missing translation key.
      notify(response.msg ?? '', { type: 'success', autoHideDuration: NOTICE_MS, messageArgs: { _: response.msg } });
      if (leaveAfterMs > 0) window.setTimeout(leave, leaveAfterMs);
      else leave();
    } catch {
      setTimestamp(newTimestamp());
      if (clearCodeOnFailure) setForm({ ...form, code: '' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={sx} data-testid="password-form">
      <Stack spacing={1}>
        {field('oldPassword', 'oldPassword')}
        {field('password', 'newPassword')}
        {field('repeatPassword', 'repeatPassword')}
        <Stack direction="row" spacing={1} alignItems="flex-start">
          {field('code', 'code', 'text')}
          <Box
            component="img"
            src={captchaSrc(timestamp)}
            alt={translate('screens.login.refreshCode')}
            title={translate('screens.login.refreshCode')}
            onClick={() => setTimestamp(newTimestamp())}
            data-testid="password-captcha"
            sx={{ height: CAPTCHA_HEIGHT[size], width: 120, cursor: 'pointer', border: 1, borderColor: 'divider', flexShrink: 0 }}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={busy} data-testid="password-submit">
          {translate('screens.password.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
