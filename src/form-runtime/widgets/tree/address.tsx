import { useEffect, useMemo, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { pathsOf } from './tree-model.ts';
import { areaReader } from './area-api.ts';
import { AddressDialog, type ChosenArea } from './address-dialog.tsx';
import { ChoiceField } from './choice-field.tsx';
import { configuredText, treeTexts } from './tree-texts.ts';

/** JNPF `address` settings: `level` 0 province … 3 street, 2 (district) by default; `multiple`. */
export function addressConfig(props: Record<string, unknown>) {
  const level = Number(props.level ?? 2);
  return {
    level: Number.isInteger(level) ? Math.min(Math.max(level, 0), 3) : 2,
    multiple: props.multiple === true,
    clearable: props.clearable !== false,
  };
}

/** The stored paths with their names, read once per change of the value (ids shown until then). */
function useNamedPaths(paths: string[][]): ChosenArea[] {
  const key = JSON.stringify(paths);
  const [named, setNamed] = useState<{ key: string; names: string[][] }>({ key: '', names: [] });
  useEffect(() => {
    const wanted: string[][] = JSON.parse(key);
    if (wanted.length === 0) return undefined;
    let live = true;
    areaReader()
      .names(wanted)
      .then((names) => live && setNamed({ key, names }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return useMemo(() => paths.map((path, index) => ({ path, names: (named.key === key ? named.names[index] : undefined) ?? path })), [paths, named, key]);
}

/**
 * The province/city/district picker (contract §7.2 `address`): the value is the id path of one
 * area, or a list of paths when multiple; only an area at the configured level (or one with no
 * children) can be chosen, and choosing an area already chosen changes nothing (spec lowcode §4).
 */
export function AddressEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const texts = treeTexts[language];
  const config = addressConfig(item.props);
  const paths = useMemo(() => pathsOf(value, config.multiple), [value, config.multiple]);
  const chosen = useNamedPaths(paths);
  const [open, setOpen] = useState(false);
  // One reader per opening: the levels opened in it are asked for once.
  const reader = useRef(areaReader());
  const write = (next: ChosenArea[]) => onChange(config.multiple ? next.map((area) => area.path) : (next[0]?.path ?? []));
  return (
    <>
      <ChoiceField
        id={id}
        testId="address"
        texts={chosen.map((area) => area.names.join('/'))}
        multiple={config.multiple}
        placeholder={configuredText(item.props.placeholder, language, texts.placeholder)}
        clearLabel={texts.clear}
        clearable={config.clearable}
        disabled={disabled}
        error={Boolean(error)}
        size={size}
        onOpen={() => {
          reader.current = areaReader();
          setOpen(true);
        }}
        onClear={() => write([])}
        onRemove={(index) => write(chosen.filter((_, at) => at !== index))}
        onBlur={onBlur}
      />
      <AddressDialog
        open={open}
        level={config.level}
        multiple={config.multiple}
        value={chosen}
        load={(parentId) => reader.current.children(parentId)}
        texts={texts}
        onClose={() => setOpen(false)}
        onConfirm={(next) => {
          write(next);
          setOpen(false);
        }}
      />
    </>
  );
}

/** The chosen areas' names joined with '/', several separated by commas. */
export function AddressView({ item, value, size }: ViewProps) {
  const config = addressConfig(item.props);
  const paths = useMemo(() => pathsOf(value, config.multiple), [value, config.multiple]);
  const chosen = useNamedPaths(paths);
  return (
    <Typography component="span" sx={{ fontSize: fontSizeOf(size) }} data-testid="address-view">
      {chosen.map((area) => area.names.join('/')).join(', ')}
    </Typography>
  );
}

export const addressWidget: WidgetDefinition = {
  key: 'address',
  Edit: AddressEdit,
  View: AddressView,
  holdsValue: true,
  examples: [
    { key: 'address', field: 'region', label: { zh: '省市区', 'zh-TW': '省市區', en: 'Province / city / district' }, props: { level: 2 } },
    { key: 'address', field: 'cities', label: { zh: '城市（多选）', 'zh-TW': '城市（多選）', en: 'Cities (multiple)' }, props: { level: 1, multiple: true } },
  ],
};
