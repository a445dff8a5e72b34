import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { DEFAULT_TITLE } from '../../lib/auth/route-guard.ts';

/** JNPF's version when the configuration names none (spec §1). */
export const DEFAULT_VERSION = '3.4.7';

/** The about dialog: system name, version and publisher (spec §1). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { sysConfigInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const rows: [string, string][] = [
    ['shell.aboutSystemName', sysConfigInfo?.sysName || DEFAULT_TITLE],
    ['shell.aboutVersion', sysConfigInfo?.sysVersion || DEFAULT_VERSION],
    ['shell.aboutPublisher', sysConfigInfo?.publisher || sysConfigInfo?.companyName || translate('shell.defaultPublisher')],
  ];
  return (
    <Dialog open={open} onClose={onClose} data-testid="about-dialog">
      <DialogTitle>{translate('shell.about')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {rows.map(([label, value]) => (
            <Typography key={label}>
              {translate(label)}：{value}
            </Typography>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
