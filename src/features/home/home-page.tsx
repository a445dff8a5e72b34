import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { sessionStore } from '../../lib/auth/session-store.ts';

/** /home: who is signed in, from the server's user info; no invented business content. */
export function HomePage() {
  const translate = useTranslate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  if (!userInfo) return null;
  const rows: [string, string | undefined][] = [
    ['screens.home.organize', userInfo.organizeName],
    ['screens.home.position', userInfo.positionName],
    ['screens.home.role', userInfo.roleName],
    ['screens.home.lastLogin', userInfo.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm') : undefined],
  ];
  return (
    <Card data-testid="home-page" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('screens.home.welcome', { name: userInfo.userName })}
        </Typography>
        <Stack spacing={1}>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Typography key={label}>
                {translate(label)}：{value}
              </Typography>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
