import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { switchSystem } from '../../shell/settings/settings-api.ts';

/** Reloads the page; a seam so tests can watch it. */
export const pageReload = { run: () => window.location.reload() };

/** Switching the current system (PUT major, majorType System) reloads the page (spec §4). */
export function SystemTab() {
  const translate = useTranslate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [busy, setBusy] = useState(false);
  const change = async (id: string) => {
    setBusy(true);
    try {
      await switchSystem(id);
      pageReload.run();
    } catch {
      setBusy(false);
    }
  };
  return (
    <List data-testid="system-list">
      {(userInfo?.systemIds ?? []).map((system) => (
        <ListItem
          key={system.id}
          secondaryAction={
            system.currentSystem ? (
              <Chip size="small" color="primary" label={translate('profile.system.current')} />
            ) : (
              <Button size="small" disabled={busy} onClick={() => void change(system.id)} data-testid={`system-switch-${system.id}`}>
                {translate('profile.system.switchTo')}
              </Button>
            )
          }
        >
          <ListItemText primary={system.name} />
        </ListItem>
      ))}
    </List>
  );
}
