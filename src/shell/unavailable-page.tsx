import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';
import { pageGroupOf } from '../lib/routes/page-keys.ts';

/**
 * The generic page loader for a menu page this platform does not provide yet: says so plainly,
 * and names the page-key group (spec §2.3) the page belongs to when the key is in one.
 */
export function UnavailablePage({ name, pageKey }: { name: string; pageKey: string }) {
  const translate = useTranslate();
  const group = pageGroupOf(pageKey);
  return (
    <Box sx={{ p: 2 }} data-testid="page-unavailable" data-page-group={group?.id ?? ''}>
      <Alert severity="info" title={translate('shell.unavailable')}>
        <strong>{translate('shell.unavailable')}</strong>
        <div>{translate('shell.unavailableDetail', { name, key: pageKey })}</div>
        {group && <div>{translate('pageGroups.inGroup', { group: translate(`pageGroups.${group.id}`) })}</div>}
      </Alert>
    </Box>
  );
}
