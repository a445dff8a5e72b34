import { useMemo } from 'react';
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useOrganizeTree, type OrganizeNode } from './use-loaded.ts';

interface PathOption {
  id: string;
  label: string;
  depth: number;
  /** the ids from the root down to this organisation */
  path: string[];
}

function pathOptions(nodes: OrganizeNode[], above: string[] = []): PathOption[] {
  return nodes.flatMap((node) => {
    const path = [...above, node.id];
    return [{ id: node.id, label: node.fullName, depth: above.length, path }, ...pathOptions(node.children ?? [], path)];
  });
}

/**
 * Several organisations kept as id paths (a role's organizeIdsTree, contract §4.5: one path from
 * the root per chosen organisation), chosen from the organisation selector tree.
 */
export function OrganizePathsWidget({ id, value, label, hideLabel, required, disabled, readonly, onChange, rawErrors }: WidgetProps) {
  const tree = useOrganizeTree();
  const options = useMemo(() => pathOptions(tree), [tree]);
  const paths = Array.isArray(value) ? (value as unknown[]).filter(Array.isArray).map((path) => (path as unknown[]).map(String)) : [];
  // A path is known by its last id, the organisation itself.
  const selected = paths.map((path) => path[path.length - 1] ?? '').filter(Boolean);
  const nameOf = (organizeId: string) => options.find((o) => o.id === organizeId)?.label ?? organizeId;
  return (
    <TextField
      select
      id={id}
      fullWidth
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      value={selected}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) => (
            <Stack direction="row" spacing={0.5} flexWrap="wrap">
              {(ids as string[]).map((organizeId) => <Chip key={organizeId} size="small" label={nameOf(organizeId)} />)}
            </Stack>
          ),
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        const ids = Array.isArray(next) ? next : next.split(',');
        onChange(ids.map((organizeId) => options.find((o) => o.id === organizeId)?.path ?? paths.find((p) => p[p.length - 1] === organizeId) ?? [organizeId]));
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
