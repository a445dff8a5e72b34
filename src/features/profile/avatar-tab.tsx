import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { loadCurrentUser, sessionStore } from '../../lib/auth/session-store.ts';
import { apiBase } from '../../lib/request/request.ts';
import { setAvatar, uploadAvatar } from './profile-api.ts';

/** The server's limit too (server/features/profile/avatar-routes.ts); checked here first to spare the upload. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Avatar upload: one image, checked here and again by the server, then made the headIcon (PUT Avatar/{name}). */
export function AvatarTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return notify('profile.avatar.imageOnly', { type: 'error', autoHideDuration: 1500 });
    if (file.size > AVATAR_MAX_BYTES) return notify('profile.avatar.tooLarge', { type: 'error', autoHideDuration: 1500 });
    setBusy(true);
    try {
      const uploaded = await uploadAvatar(file);
      const response = await setAvatar(uploaded.name);
      notify(response.msg ?? '', { type: 'success', autoHideDuration: 1500, messageArgs: { _: response.msg } });
      await loadCurrentUser().catch(() => undefined);
    } catch {
      // The request client has shown the server's words.
    } finally {
      setBusy(false);
    }
  };

  const icon = userInfo?.headIcon;
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        {translate('profile.avatar.current')}
      </Typography>
      <Avatar
        src={icon ? `${icon.startsWith('/') ? apiBase : ''}${icon}` : undefined}
        sx={{ width: 120, height: 120 }}
        data-testid="avatar-current"
        alt={userInfo?.userName}
      >
        {userInfo?.userName.slice(0, 1)}
      </Avatar>
      <Button variant="contained" component="label" disabled={busy}>
        {translate('profile.avatar.choose')}
        <input hidden type="file" accept="image/*" onChange={choose} data-testid="avatar-input" />
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('profile.avatar.hint')}
      </Typography>
    </Stack>
  );
}
