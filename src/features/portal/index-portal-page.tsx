import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { DEFAULT_TITLE } from '../../lib/auth/route-guard.ts';
import { PortalFrame } from './portal-frame.tsx';
import { NoticeItems } from './notice-items.tsx';
import { usePublicNotices } from './use-public-notices.ts';
import { usePortalInfo } from './use-portal-info.ts';

/**
 * /index: the public entry (spec §2.1). The system's name and the latest public notices come
 * from the server; a visitor (and the tourist) gets Login, a signed-in user Enter.
 */
export function IndexPortalPage() {
  const translate = useTranslate();
  const info = usePortalInfo();
  const { page, loading } = usePublicNotices({ currentPage: 1, pageSize: 5 });
  const name = info?.sysName || info?.title || DEFAULT_TITLE;
  return (
    <PortalFrame testId="index-portal">
      <Stack spacing={3}>
        <Typography variant="h4" component="h1" align="center" sx={{ pt: 4, pb: 2 }}>
          {translate('screens.portal.intro', { name })}
        </Typography>
        <Paper sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {translate('portal.notices')}
            </Typography>
            <Link component={RouterLink} to="/noticeList" data-testid="portal-more">
              {translate('portal.more')}
            </Link>
          </Box>
          <NoticeItems notices={page.list} loading={loading} />
        </Paper>
      </Stack>
    </PortalFrame>
  );
}
