import { useCallback, useState } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import type { AuthorizeObjectType } from './authorize-api.ts';
import { AuthorizeObjectSteps, type AuthorizeTarget } from './authorize-dialog.tsx';
import { ChoiceList, UserSearchList } from './choice-list.tsx';
import { fill } from './messages.ts';
import { searchUserChoices, type ObjectChoice } from './object-choices-api.ts';
import { useAuthorizeTexts } from './use-authorize-texts.ts';
import { useObjectChoices } from './use-object-choices.ts';

/** The page key of 权限管理 › 权限授权 (server/features/demo/demo-data.ts, src/app/page-table.tsx). */
const PAGE_KEY = 'permission/authorize';
const OBJECT_TYPES: AuthorizeObjectType[] = ['Role', 'Position', 'User'];

/**
 * 权限授权 (page key permission/authorize, 权限管理 › 权限授权; issue 15 point 1): pick a role,
 * position or user on the left and authorise it on the right with the same steps as the 权限 row
 * action. After a save the steps start again from what the object now holds.
 */
export function AuthorizePage(_props: Record<string, never>) {
  const texts = useAuthorizeTexts();
  const can = usePageKeyPermissions(PAGE_KEY);
  const { roles, positions } = useObjectChoices();
  const [objectType, setObjectType] = useState<AuthorizeObjectType>('Role');
  const [target, setTarget] = useState<AuthorizeTarget | null>(null);
  // Bumped by each save, so the steps read again what the object now holds.
  const [round, setRound] = useState(0);
  const pick = useCallback((choice: ObjectChoice) => setTarget({ id: choice.id, objectType, name: choice.label }), [objectType]);
  const chosen = new Set(target && target.objectType === objectType ? [target.id] : []);
  const listLabels: Record<AuthorizeObjectType, string> = { Role: texts.roles, Position: texts.positions, User: texts.users };

  return (
    <Box sx={{ p: 2 }} data-testid="authorize-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {texts.pageTitle}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="stretch">
        <Paper variant="outlined" sx={{ width: 300, flexShrink: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1, height: 600, overflow: 'hidden' }}>
          <Tabs value={objectType} onChange={(_event, value: AuthorizeObjectType) => setObjectType(value)} variant="fullWidth">
            {OBJECT_TYPES.map((type) => (
              <Tab key={type} value={type} label={listLabels[type]} data-testid={`authorize-page-tab-${type}`} />
            ))}
          </Tabs>
          {objectType === 'User' ? (
            <UserSearchList search={searchUserChoices} chosen={chosen} onToggle={pick} multiple={false} texts={texts} testId="authorize-page-users" />
          ) : (
            <ChoiceList
              key={objectType}
              items={objectType === 'Role' ? roles : positions}
              chosen={chosen}
              onToggle={pick}
              multiple={false}
              texts={texts}
              testId={`authorize-page-${objectType === 'Role' ? 'roles' : 'positions'}`}
            />
          )}
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {target ? (
            <Stack spacing={1}>
              <Typography variant="subtitle1" data-testid="authorize-page-target">
                {fill(texts.titleOf, { kind: texts.titles[target.objectType], name: target.name })}
              </Typography>
              <AuthorizeObjectSteps
                key={`${target.objectType}:${target.id}:${round}`}
                target={target}
                canSave={can.button(LIST_BUTTONS.edit)}
                onSaved={() => setRound((value) => value + 1)}
              />
            </Stack>
          ) : (
            <Paper variant="outlined" sx={{ p: 4, height: 600, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography color="text.secondary">{texts.pickHint}</Typography>
            </Paper>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
