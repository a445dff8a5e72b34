import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { captchaUrl, getAccountConfig } from '../../lib/auth/auth-api.ts';
import { signIn } from '../../lib/auth/auth-provider.ts';
import { LOCALES, rememberLocale, type Locale } from '../../lib/i18n/locale.ts';
import { markFreshLogin } from '../../shell/last-login-notice.tsx';
import type { RequestFailure } from '../../lib/request/types.ts';

const newTimestamp = () => String(Math.random());

/** /login: account, password, captcha when the server asks for it, language switch (spec §2.2, §5). */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [locale, setLocale] = useLocaleState();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<{ length: number; timestamp: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const checkCaptcha = async (name: string) => {
    if (!name.trim()) return;
    try {
      const config = await getAccountConfig(name.trim());
      setCaptcha(config.enableVerificationCode === 1 ? { length: config.verificationCodeNumber || 4, timestamp: newTimestamp() } : null);
    } catch {
      // the request client already said what went wrong
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setError(translate('screens.login.accountRequired'));
    if (!password) return setError(translate('screens.login.passwordRequired'));
    if (captcha && !code.trim()) return setError(translate('screens.login.codeRequired'));
    setError('');
    setBusy(true);
    try {
      await signIn({ account, password, code: captcha ? code.trim() : undefined, timestamp: captcha?.timestamp });
      markFreshLogin();
      navigate(params.get('redirect') || '/home', { replace: true });
    } catch (failure) {
      setError((failure as RequestFailure).msg || translate('request.error'));
      if (captcha) setCaptcha({ ...captcha, timestamp: newTimestamp() });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #0b3d91 0%, #1890ff 100%)' }}>
      <Card sx={{ width: 400, maxWidth: '92vw' }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
            <Typography variant="h6" component="h1">
              {translate('auth.defaultTitle')}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('screens.login.language')}
              value={locale}
              onChange={(e) => {
                rememberLocale(e.target.value as Locale);
                setLocale(e.target.value);
              }}
              sx={{ minWidth: 110 }}
              slotProps={{ htmlInput: { 'data-testid': 'language-select' } }}
            >
              {LOCALES.map((item) => (
                <MenuItem key={item.locale} value={item.locale}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('screens.login.title')}
          </Typography>
          <Box component="form" data-testid="login-form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField
                name="account"
                label={translate('screens.login.account')}
                value={account}
                autoComplete="username"
                helperText={translate('screens.login.subAccountHint')}
                onChange={(e) => setAccount(e.target.value)}
                onBlur={() => void checkCaptcha(account)}
                autoFocus
              />
              <TextField
                name="password"
                type="password"
                label={translate('screens.login.password')}
                value={password}
                autoComplete="current-password"
                onChange={(e) => setPassword(e.target.value)}
              />
              {captcha && (
                <Stack direction="row" spacing={1} alignItems="center">
                  <TextField name="code" label={translate('screens.login.code')} value={code} onChange={(e) => setCode(e.target.value)} sx={{ flex: 1 }} />
                  <Box
                    component="img"
                    alt={translate('screens.login.refreshCode')}
                    title={translate('screens.login.refreshCode')}
                    src={captchaUrl(captcha.length, captcha.timestamp)}
                    onClick={() => setCaptcha({ ...captcha, timestamp: newTimestamp() })}
                    sx={{ height: 40, width: 120, cursor: 'pointer', border: 1, borderColor: 'divider' }}
                    data-testid="captcha-image"
                  />
                </Stack>
              )}
              {error && (
                <Alert severity="error" data-testid="login-error">
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {translate('screens.login.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
