import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PublicNotice } from './portal-api.ts';

export const formatTime = (time: number | null | undefined) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '');

/** Notices as the server listed them, each opening /noticeInfo; "no notices" when there are none. */
export function NoticeItems({ notices, loading }: { notices: readonly PublicNotice[]; loading: boolean }) {
  const translate = useTranslate();
  if (!loading && notices.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid="portal-no-notices">
        {translate('portal.noNotices')}
      </Typography>
    );
  }
  return (
    <List dense data-testid="portal-notices">
      {notices.map((notice) => (
        <ListItem key={notice.id} divider data-testid="portal-notice">
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/noticeInfo?id=${encodeURIComponent(notice.id)}`} underline="hover">
                {notice.title}
              </Link>
            }
            secondary={[formatTime(notice.releaseTime), notice.excerpt].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
