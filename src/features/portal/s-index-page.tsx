import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { DEFAULT_TITLE } from '../../lib/auth/route-guard.ts';
import { PortalFrame } from './portal-frame.tsx';
import { NoticeItems } from './notice-items.tsx';
import { usePublicNotices } from './use-public-notices.ts';
import { usePortalInfo } from './use-portal-info.ts';

/**
 * /sIndex: the portal page (spec §2.1), public. It shows what the server provides for everyone:
 * the platform as configured (name, version, publisher) and its public notices. Nothing is
 * shown that the server did not send.
 */
export function SIndexPage() {
  const translate = useTranslate();
  const info = usePortalInfo();
  const { page, loading } = usePublicNotices({ currentPage: 1, pageSize: 10 });
  const facts: [string, string][] = [
    [translate('portal.version'), info?.sysVersion ?? ''],
    [translate('shell.aboutPublisher'), info?.publisher || info?.companyName || ''],
  ];
  return (
    <PortalFrame testId="s-index">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2 }} data-testid="s-index-info">
            <Typography variant="h6" component="h1" gutterBottom>
              {info?.sysName || info?.title || DEFAULT_TITLE}
            </Typography>
            <Stack spacing={0.5}>
              {facts
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Typography key={label} variant="body2" color="text.secondary">
                    {label}：{value}
                  </Typography>
                ))}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {translate('portal.notices')}
              </Typography>
              <Link component={RouterLink} to="/noticeList">
                {translate('portal.more')}
              </Link>
            </Box>
            <NoticeItems notices={page.list} loading={loading} />
          </Paper>
        </Grid>
      </Grid>
    </PortalFrame>
  );
}
