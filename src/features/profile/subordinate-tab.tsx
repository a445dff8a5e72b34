import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { apiBase } from '../../lib/request/request.ts';
import { getSubordinates, type Subordinate } from './profile-api.ts';

const avatarSrc = (avatar: string) => (avatar ? `${avatar.startsWith('/') ? apiBase : ''}${avatar}` : undefined);

/** One level of the team, each member opening their own subordinates on demand (Subordinate/{id}). */
function Level({ managerId, depth }: { managerId: string; depth: number }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<Subordinate[] | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  useEffect(() => {
    getSubordinates(managerId).then(setRows, () => setRows([]));
  }, [managerId]);
  if (!rows) return null;
  if (rows.length === 0 && depth === 0) return <Typography color="text.secondary">{translate('profile.empty')}</Typography>;
  return (
    <List dense disablePadding sx={{ pl: depth * 3 }}>
      {rows.map((row) => (
        <Box key={row.id}>
          <ListItem
            data-testid="subordinate"
            secondaryAction={
              row.isLeaf ? undefined : (
                <IconButton edge="end" aria-label={translate('profile.subordinate.expand')} onClick={() => setOpen({ ...open, [row.id]: !open[row.id] })}>
                  {open[row.id] ? <ExpandMoreIcon /> : <ChevronRightIcon />}
                </IconButton>
              )
            }
          >
            <ListItemAvatar>
              <Avatar src={avatarSrc(row.avatar)}>{row.userName.slice(0, 1)}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={row.userName} secondary={[row.department, row.position].filter(Boolean).join(' · ')} />
          </ListItem>
          {open[row.id] && <Level managerId={row.id} depth={depth + 1} />}
        </Box>
      ))}
    </List>
  );
}

export function SubordinateTab() {
  return <Level managerId="0" depth={0} />;
}
