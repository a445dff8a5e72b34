import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { captchaUrl, modifyPassword } from '../../auth/auth-api.ts';
import { resetSession } from '../../auth/session-store.ts';
import type { PasswordPolicy } from '../../auth/current-user-types.ts';
import { validatePasswordChange, type PasswordChangeError, type PasswordChangeForm } from './validate-password-change.ts';

const newTimestamp = () => String(Math.random());

/**
 * The mandatory password change (spec §4–5): cannot be dismissed; success signs out so the
 * user signs in with the new password; failure only releases the button.
 */
export function PasswordChangeDialog({ policy, codeLength }: { policy: PasswordPolicy; codeLength: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<PasswordChangeForm>({ oldPassword: '', password: '', repeatPassword: '', code: '' });
  const [error, setError] = useState<PasswordChangeError | null>(null);
  const [timestamp, setTimestamp] = useState(newTimestamp);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof PasswordChangeForm, label: string, type = 'password') => (
    <TextField
      name={name}
      type={type}
      label={translate(`screens.password.${label}`)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={error?.field === name}
      helperText={error?.field === name ? translate(`screens.password.${error.key}`, error.params) : ' '}
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form, policy);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const response = await modifyPassword({ oldPassword: form.oldPassword, password: form.password, code: form.code, timestamp });
      notify(response.msg ?? '', { type: 'success', autoHideDuration: 1500 });
      resetSession();
      navigate('/login', { replace: true });
    } catch {
      setTimestamp(newTimestamp());
      setBusy(false);
    }
  };

  return (
    <Dialog open disableEscapeKeyDown maxWidth="xs" fullWidth data-testid="password-change-dialog">
      <DialogTitle>{translate('screens.password.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('screens.password.hint')}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={1}>
            {field('oldPassword', 'oldPassword')}
            {field('password', 'newPassword')}
            {field('repeatPassword', 'repeatPassword')}
            <Stack direction="row" spacing={1} alignItems="flex-start">
              {field('code', 'code', 'text')}
              <Box
                component="img"
                src={captchaUrl(codeLength, timestamp)}
                alt={translate('screens.login.refreshCode')}
                onClick={() => setTimestamp(newTimestamp())}
                sx={{ height: 56, width: 120, cursor: 'pointer', border: 1, borderColor: 'divider' }}
              />
            </Stack>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('screens.password.submit')}
            </Button>
          </Stack>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
