import { useCallback, type ReactNode } from 'react';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { AuthorizeTargets } from './authorize-api.ts';
import { ChoiceList, UserSearchList } from './choice-list.tsx';
import { fill, type AuthorizeTexts } from './messages.ts';
import { searchUserChoices, type ObjectChoice } from './object-choices-api.ts';
import { useObjectChoices } from './use-object-choices.ts';

/** Who a batch grant goes to, with the chosen users' names (search results come and go). */
export interface ChosenObjects {
  roleIds: ReadonlySet<string>;
  positionIds: ReadonlySet<string>;
  users: ReadonlyMap<string, string>;
}

export const NO_OBJECTS: ChosenObjects = { roleIds: new Set(), positionIds: new Set(), users: new Map() };

export const targetsOfChosen = (chosen: ChosenObjects): AuthorizeTargets => ({
  roleIds: [...chosen.roleIds],
  positionIds: [...chosen.positionIds],
  userIds: [...chosen.users.keys()],
});

const toggled = (set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function Column({ title, count, texts, children }: { title: string; count: number; texts: AuthorizeTexts; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, p: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1, overflow: 'hidden' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline">
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {fill(texts.chosenCount, { n: count })}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/** 选择角色, the batch grant's last step: the roles, positions and users the grants go to. */
export function ObjectChoiceStep({
  chosen,
  onChange,
  texts,
}: {
  chosen: ChosenObjects;
  onChange: (update: (chosen: ChosenObjects) => ChosenObjects) => void;
  texts: AuthorizeTexts;
}) {
  const { roles, positions } = useObjectChoices();
  const toggleRole = useCallback((choice: ObjectChoice, on: boolean) => onChange((c) => ({ ...c, roleIds: toggled(c.roleIds, choice.id, on) })), [onChange]);
  const togglePosition = useCallback(
    (choice: ObjectChoice, on: boolean) => onChange((c) => ({ ...c, positionIds: toggled(c.positionIds, choice.id, on) })),
    [onChange],
  );
  const toggleUser = useCallback(
    (choice: ObjectChoice, on: boolean) =>
      onChange((c) => {
        const users = new Map(c.users);
        if (on) users.set(choice.id, choice.label);
        else users.delete(choice.id);
        return { ...c, users };
      }),
    [onChange],
  );
  const userIds = new Set(chosen.users.keys());
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%' }} data-testid="authorize-objects">
      <Column title={texts.roles} count={chosen.roleIds.size} texts={texts}>
        <ChoiceList items={roles} chosen={chosen.roleIds} onToggle={toggleRole} multiple texts={texts} testId="authorize-roles" />
      </Column>
      <Column title={texts.positions} count={chosen.positionIds.size} texts={texts}>
        <ChoiceList items={positions} chosen={chosen.positionIds} onToggle={togglePosition} multiple texts={texts} testId="authorize-positions" />
      </Column>
      <Column title={texts.users} count={chosen.users.size} texts={texts}>
        {chosen.users.size > 0 && (
          <Stack direction="row" flexWrap="wrap" gap={0.5} data-testid="authorize-chosen-users">
            {[...chosen.users].map(([id, label]) => (
              <Chip key={id} size="small" label={label} onDelete={() => toggleUser({ id, label, caption: '' }, false)} />
            ))}
          </Stack>
        )}
        <UserSearchList search={searchUserChoices} chosen={userIds} onToggle={toggleUser} multiple texts={texts} testId="authorize-users" />
      </Column>
    </Stack>
  );
}
