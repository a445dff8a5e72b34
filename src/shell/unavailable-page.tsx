import { useTranslate } from 'react-admin';
import { Alert, Box } from '@mui/material';

/** The generic page loader for a menu page this platform does not provide yet: says so plainly. */
export function UnavailablePage({ name, pageKey }: { name: string; pageKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid="page-unavailable">
      <Alert severity="info" title={translate('shell.unavailable')}>
        <strong>{translate('shell.unavailable')}</strong>
        <div>{translate('shell.unavailableDetail', { name, key: pageKey })}</div>
      </Alert>
    </Box>
  );
}
