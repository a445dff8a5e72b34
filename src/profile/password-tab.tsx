import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Stack, TextField } from '@mui/material';
import { getSysConfig, modifyPassword } from '../auth/auth-api.ts';
import { resetSession } from '../auth/session-store.ts';
import type { PasswordPolicy } from '../auth/current-user-types.ts';
import { apiBase } from '../request/request.ts';
import { validatePasswordChange, type PasswordChangeError, type PasswordChangeForm } from '../screens/password-change/validate-password-change.ts';
import { profileCaptchaUrl } from './profile-api.ts';

const newRandom = () => String(Math.random());
const SUCCESS_MS = 1500;
const EMPTY: PasswordChangeForm = { oldPassword: '', password: '', repeatPassword: '', code: '' };

/**
 * The password tab (spec §5, §7): the policy from GET /api/system/SysConfig (contract §8), the
 * spec's messages, a captcha from /api/file/ImageCode/{random}; passwords leave as MD5 through
 * auth-api. Success shows the server's words and, as the server ends every session of the user,
 * returns to sign-in; failure only releases the button (and draws a new captcha).
 */
export function PasswordTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [policy, setPolicy] = useState<PasswordPolicy>({});
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [error, setError] = useState<PasswordChangeError | null>(null);
  const [random, setRandom] = useState(newRandom);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getSysConfig().then((response) => setPolicy(response.data ?? {}), () => undefined);
  }, []);

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
      size="small"
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form, policy);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const response = await modifyPassword({ oldPassword: form.oldPassword, password: form.password, code: form.code, timestamp: random });
      notify(response.msg ?? '', { type: 'success', autoHideDuration: SUCCESS_MS, messageArgs: { _: response.msg } });
      // As JNPF does: the words stay for their 1.5 s, then the session ends (the server has
      // already ended it everywhere) and the user signs in with the new password.
      window.setTimeout(() => {
        resetSession();
        navigate('/login', { replace: true });
      }, SUCCESS_MS);
    } catch {
      setRandom(newRandom());
      setForm({ ...form, code: '' });
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 420 }} data-testid="password-form">
      <Stack spacing={1}>
        {field('oldPassword', 'oldPassword')}
        {field('password', 'newPassword')}
        {field('repeatPassword', 'repeatPassword')}
        <Stack direction="row" spacing={1} alignItems="flex-start">
          {field('code', 'code', 'text')}
          <Box
            component="img"
            src={profileCaptchaUrl(apiBase, random)}
            alt={translate('screens.login.refreshCode')}
            title={translate('screens.login.refreshCode')}
            onClick={() => setRandom(newRandom())}
            data-testid="password-captcha"
            sx={{ height: 40, width: 120, cursor: 'pointer', border: 1, borderColor: 'divider', flexShrink: 0 }}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={busy} data-testid="password-submit">
          {translate('screens.password.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
