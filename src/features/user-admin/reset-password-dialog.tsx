import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';
import type { UserAdminTexts } from './messages.ts';
import { loadPasswordPolicy, resetUserPassword } from './user-admin-api.ts';
import { resetPasswordProblem, type ResetPasswordForm } from './reset-password-rules.ts';

const EMPTY: ResetPasswordForm = { password: '', repeatPassword: '' };

/**
 * 重置密码 (FE347 views/permission/user/ResetPassword.vue): the account shown, the new password
 * twice, checked against the password policy of GET /api/system/SysConfig before anything is sent
 * (both fields leave as MD5). Success hands the server's words to `onReset`; a failure has been
 * shown by the request client and only releases the button.
 */
export function ResetPasswordDialog({
  user,
  texts,
  onClose,
  onReset,
}: {
  user: { id: string; account: string };
  texts: UserAdminTexts;
  onClose: () => void;
  onReset: (msg: string) => void;
}) {
  const translate = useTranslate();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [form, setForm] = useState<ResetPasswordForm>(EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof resetPasswordProblem>>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Without the policy (the request client has said why) only the rules every password has apply.
    const settle = (value: PasswordPolicy) => {
      if (live) setPolicy(value);
    };
    loadPasswordPolicy().then(settle, () => settle({}));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    const found = resetPasswordProblem(form, policy);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      onReset(await resetUserPassword(user.id, form.password, form.repeatPassword));
    } catch {
      setBusy(false);
    }
  };

  const field = (name: keyof ResetPasswordForm, label: string, placeholder: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      placeholder={placeholder}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={problem?.field === name}
      helperText={problem?.field === name ? translate(`screens.password.${problem.key}`, problem.params) : ' '}
      autoComplete="new-password"
      fullWidth
      size="small"
      inputProps={{ 'data-testid': `reset-password-${name}` }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="reset-password-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{texts.resetPassword}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField label={texts.account} value={user.account} fullWidth size="small" InputProps={{ readOnly: true }} helperText=" " />
            {field('password', texts.newPassword, texts.newPasswordPlaceholder)}
            {field('repeatPassword', texts.repeatPassword, texts.repeatPassword)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy || !policy} data-testid="reset-password-submit">
            {texts.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
