import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Card, Chip, Grid, Stack, Typography } from '@mui/material';
import { loadCurrentUser } from '../../lib/auth/session-store.ts';
import { addSignImage, getSignImages, removeSignImage, setDefaultSignImage, type SignImage } from './profile-api.ts';
import { SignPad, type SignPadHandle } from './sign-pad.tsx';

/** Only pictures are ever put into an <img>: the server checks too, this guards a foreign backend. */
const isPicture = (value: string) => /^data:image\/(png|jpeg);base64,/.test(value);

/** Signatures (GET/POST SignImg): sign in the box and save; one is the default, which approvals use. */
export function SignTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const pad = useRef<SignPadHandle>(null);
  const [list, setList] = useState<SignImage[]>([]);
  const [busy, setBusy] = useState(false);

  const load = () => getSignImages().then(setList, () => undefined);
  useEffect(() => {
    void load();
  }, []);

  const run = async (call: () => Promise<{ msg?: string }>) => {
    setBusy(true);
    try {
      const response = await call();
      notify(response.msg ?? '', { type: 'success', autoHideDuration: 1500, messageArgs: { _: response.msg } });
      await load();
      // userInfo.signImg follows the default.
      void loadCurrentUser().catch(() => undefined);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const image = pad.current?.image();
    if (!image) return notify('profile.sign.blank', { type: 'warning', autoHideDuration: 1500 });
    if (await run(() => addSignImage(image, list.length === 0 ? 1 : 0))) pad.current?.clear();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('profile.sign.hint')}
      </Typography>
      <SignPad ref={pad} label={translate('profile.sign.hint')} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="sign-save">
          {translate('profile.sign.save')}
        </Button>
        <Button onClick={() => pad.current?.clear()}>{translate('profile.sign.clear')}</Button>
      </Stack>
      {list.length === 0 && <Typography color="text.secondary">{translate('profile.empty')}</Typography>}
      <Grid container spacing={2}>
        {list
          .filter((sign) => isPicture(sign.signImg))
          .map((sign) => (
            <Grid key={sign.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ p: 1 }} data-testid="sign-item">
                <Box component="img" src={sign.signImg} alt="" sx={{ width: '100%', height: 100, objectFit: 'contain' }} />
                <Stack direction="row" spacing={1} alignItems="center">
                  {sign.isDefault === 1 ? (
                    <Chip size="small" color="primary" label={translate('profile.sign.isDefault')} data-testid="sign-default" />
                  ) : (
                    <Button size="small" disabled={busy} onClick={() => void run(() => setDefaultSignImage(sign.id))}>
                      {translate('profile.sign.setDefault')}
                    </Button>
                  )}
                  <Button size="small" color="error" disabled={busy} onClick={() => void run(() => removeSignImage(sign.id))}>
                    {translate('profile.sign.remove')}
                  </Button>
                </Stack>
              </Card>
            </Grid>
          ))}
      </Grid>
    </Stack>
  );
}
