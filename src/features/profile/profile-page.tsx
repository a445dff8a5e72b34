import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Avatar, Box, Card, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** One file per tab, each loaded when first opened. */
export const PROFILE_TABS = {
  user: named(() => import('./base-info-tab.tsx'), 'BaseInfoTab'),
  avatar: named(() => import('./avatar-tab.tsx'), 'AvatarTab'),
  password: named(() => import('./password-tab.tsx'), 'PasswordTab'),
  style: named(() => import('./style-tab.tsx'), 'StyleTab'),
  sign: named(() => import('./sign-tab.tsx'), 'SignTab'),
  organize: named(() => import('./organize-tab.tsx'), 'OrganizeTab'),
  subordinate: named(() => import('./subordinate-tab.tsx'), 'SubordinateTab'),
  authorize: named(() => import('./authorize-tab.tsx'), 'AuthorizeTab'),
  log: named(() => import('./system-log-tab.tsx'), 'SystemLogTab'),
  system: named(() => import('./system-tab.tsx'), 'SystemTab'),
};
export type ProfileTabKey = keyof typeof PROFILE_TABS;
const KEYS = Object.keys(PROFILE_TABS) as ProfileTabKey[];

/** /profile (spec §2.1): the query parameter `tab` selects the tab, `user` by default. */
export function ProfilePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  // Switching systems only means something with more than one (spec §6).
  const visible = KEYS.filter((key) => key !== 'system' || (userInfo?.systemIds?.length ?? 0) > 1);
  const asked = params.get('tab') as ProfileTabKey | null;
  const tab: ProfileTabKey = asked && visible.includes(asked) ? asked : 'user';
  const Content = PROFILE_TABS[tab];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }} data-testid="profile-page">
      <Card sx={{ p: 2, width: { md: 240 }, flexShrink: 0, textAlign: 'center' }}>
        <Avatar src={userInfo?.headIcon || undefined} sx={{ width: 96, height: 96, mx: 'auto', mb: 1 }} data-testid="profile-avatar">
          {userInfo?.userName.slice(0, 1)}
        </Avatar>
        <Typography variant="h6">{userInfo?.userName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {userInfo?.userAccount}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {userInfo?.organizeName}
        </Typography>
      </Card>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          onChange={(_, next: ProfileTabKey) => setParams(next === 'user' ? {} : { tab: next }, { replace: true })}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {visible.map((key) => (
            <Tab key={key} value={key} label={translate(`profile.tabs.${key}`)} data-testid={`profile-tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }} data-testid={`profile-panel-${tab}`}>
          <Suspense fallback={<CircularProgress size={24} />}>
            <Content />
          </Suspense>
        </Box>
      </Card>
    </Stack>
  );
}
