import { useMemo, useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, ButtonBase, Card, CardContent, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { buildMenuRoutes, type MenuRoute } from '../../lib/routes/menu-routes.ts';
import { DashboardCards, type UseMessageOpener } from './dashboard-page.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { useDashboardData } from './use-dashboard-data.ts';

/** How many of the user's pages the shortcuts offer: the first ones of their menu, in its order. */
const SHORTCUTS = 12;

/** The in-app pages the signed-in user may open, in menu order (the server already cut the menu to their grants). */
function useShortcuts(): MenuRoute[] {
  const { menuList, token, sysConfigInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return useMemo(() => {
    const origin = window.location.origin;
    const { routes } = buildMenuRoutes(menuList, { token, dataV: `${origin}/DataV`, origin, tokenHostAllowList: sysConfigInfo?.tokenHostAllowList });
    return routes.slice(0, SHORTCUTS);
  }, [menuList, token, sysConfigInfo?.tokenHostAllowList]);
}

/**
 * /home (spec §2.1, the pinned tab): a portal of the signed-in user's work, from what the platform
 * holds — who they are, shortcuts to their own pages, then the dashboard's cards (unread messages,
 * flow messages, the latest notices, today's events, to-dos). Nothing invented.
 */
export function HomePortal({ useMessageOpener }: { useMessageOpener: UseMessageOpener }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const shortcuts = useShortcuts();
  const state = useDashboardData();
  if (!userInfo) return null;
  const facts: [string, string | undefined][] = [
    ['screens.home.organize', userInfo.organizeName],
    ['screens.home.position', userInfo.positionName],
    ['screens.home.role', userInfo.roleName],
    ['screens.home.lastLogin', userInfo.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm') : undefined],
  ];
  return (
    <Box sx={{ p: 2 }} data-testid="home-page">
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={1}>
            <Typography variant="h5" component="h1">
              {translate('screens.home.welcome', { name: userInfo.userName })}
            </Typography>
            <Typography color="text.secondary">
              {/* The weekday in the user's language (dayjs formats it in English). */}
              {dayjs().format('YYYY-MM-DD')}{' '}
              {new Intl.DateTimeFormat(locale === 'en' ? 'en' : locale === 'zh-TW' ? 'zh-TW' : 'zh-CN', { weekday: 'long' }).format(new Date())}
            </Typography>
          </Stack>
          <Stack direction="row" flexWrap="wrap" columnGap={3} rowGap={0.5} sx={{ mt: 1 }}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Typography key={label} variant="body2" color="text.secondary">
                  {translate(label)}：{value}
                </Typography>
              ))}
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mb: 2 }}>
        <DashboardCard title={translate('dashboard.shortcutsTitle')} loading={false} testId="home-shortcuts">
          {shortcuts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('dashboard.noShortcuts')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
              {shortcuts.map((route) => (
                <ButtonBase
                  key={route.path}
                  data-testid="home-shortcut"
                  onClick={() => navigate(route.path)}
                  sx={{
                    justifyContent: 'flex-start',
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" noWrap>
                    {route.meta.title}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          )}
        </DashboardCard>
      </Box>
      <DashboardCards state={state} useMessageOpener={useMessageOpener} />
    </Box>
  );
}
