import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { getGrants, type GrantNode, type Grants } from './profile-api.ts';

const KINDS = ['module', 'button', 'column', 'form'] as const;

function Tree({ nodes }: { nodes: GrantNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', pl: 2, my: 0 }}>
      {nodes.map((node) => (
        <Box component="li" key={node.id} data-testid="grant-node">
          <Typography variant="body2" component="span">
            {node.fullName}
          </Typography>
          {node.enCode && (
            <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
              {node.enCode}
            </Typography>
          )}
          {node.children && node.children.length > 0 && <Tree nodes={node.children} />}
        </Box>
      ))}
    </Box>
  );
}

/** The user's own authorisation (GET Authorize): menus, buttons, columns and form fields as trees. */
export function AuthorizeTab() {
  const translate = useTranslate();
  const [grants, setGrants] = useState<Grants | null>(null);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('module');
  useEffect(() => {
    getGrants().then(setGrants, () => undefined);
  }, []);
  const nodes = grants?.[kind] ?? [];
  return (
    <Box>
      <Tabs value={kind} onChange={(_, next: (typeof KINDS)[number]) => setKind(next)} sx={{ mb: 1 }}>
        {KINDS.map((key) => (
          <Tab key={key} value={key} label={translate(`profile.authorize.${key}`)} data-testid={`grant-kind-${key}`} />
        ))}
      </Tabs>
      <Box data-testid={`grant-tree-${kind}`}>
        {grants && nodes.length === 0 ? <Typography color="text.secondary">{translate('profile.empty')}</Typography> : <Tree nodes={nodes} />}
      </Box>
    </Box>
  );
}
