import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { getOrganizes, getPositions, type Relation } from './profile-api.ts';

/** Where the user belongs: organisations and positions (getUserOrganizes, getUserPositions), the default marked. */
export function OrganizeTab() {
  const translate = useTranslate();
  const [organizes, setOrganizes] = useState<Relation[]>([]);
  const [positions, setPositions] = useState<Relation[]>([]);
  useEffect(() => {
    getOrganizes().then(setOrganizes, () => undefined);
    getPositions().then(setPositions, () => undefined);
  }, []);

  const section = (title: string, rows: Relation[], testId: string) => (
    <Stack>
      <Typography variant="subtitle2">{title}</Typography>
      <List dense data-testid={testId}>
        {rows.length === 0 && (
          <ListItem>
            <ListItemText secondary={translate('profile.empty')} />
          </ListItem>
        )}
        {rows.map((row) => (
          <ListItem
            key={row.id}
            secondaryAction={row.isDefault ? <Chip size="small" color="primary" label={translate('profile.organize.isDefault')} /> : undefined}
          >
            <ListItemText primary={row.fullName} secondary={row.organize} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {section(translate('profile.organize.organizes'), organizes, 'organize-list')}
      {section(translate('profile.organize.positions'), positions, 'position-list')}
    </Stack>
  );
}
