import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  arranged,
  defaultArrangement,
  moved,
  shownKeys,
  toSaved,
  withVisibility,
  type ArrangedColumn,
  type ColumnChoice,
  type SavedColumn,
} from './column-arrangement.ts';
import { fetchColumnSettings, storeColumnSettings } from './column-settings-api.ts';

/** One column as the chooser lists it. */
export interface ChooserColumn extends ArrangedColumn {
  label: string;
}

/** What a list page and its column chooser (column-settings-button.tsx) need. */
export interface ColumnSettings {
  /** false without a menu id: there is nothing to save the arrangement against, so no chooser */
  available: boolean;
  /**
   * false until the saved arrangement has been read (or failed to be read): the page shows no rows
   * until then, so the table never flashes the default order first
   */
  ready: boolean;
  /** a save is under way: the chooser takes no other change until it is answered */
  saving: boolean;
  /** every offered column in the chosen order, shown or not */
  columns: readonly ChooserColumn[];
  /** the keys the table shows, in order */
  shown: readonly string[];
  setVisible(key: string, visible: boolean): void;
  move(key: string, offset: -1 | 1): void;
  /** back to the page's own order with every column shown (重置), saved as well */
  reset(): void;
}

interface Loaded {
  modelId: string;
  saved: SavedColumn[];
}

/**
 * The user's arrangement of a list page's columns, per menu (`modelId`, the route's meta.modelId),
 * kept on the server (contract §8): read when the page opens, saved on every change. A change shows
 * at once; if its save fails the previous arrangement comes back (spec shell §8 "Column-setting
 * save failure restores the previous list") and the request client has shown why. `choices` are
 * the columns the user is granted, in the page's order; at least one of them always stays shown.
 * Generic: any list (the entity list page, later the online-development lists) can use it.
 */
export function useColumnSettings(modelId: string | undefined, choices: readonly ColumnChoice[]): ColumnSettings {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!modelId) return undefined;
    let live = true;
    const settle = (saved: SavedColumn[]) => {
      if (live) setLoaded({ modelId, saved });
    };
    // A failed read leaves the page's own arrangement (the request client has shown why).
    fetchColumnSettings(modelId).then(settle, () => settle([]));
    return () => {
      live = false;
    };
  }, [modelId]);

  const ready = !modelId || loaded?.modelId === modelId;
  const saved = modelId && loaded?.modelId === modelId ? loaded.saved : undefined;
  const keys = useMemo(() => choices.map((choice) => choice.key), [choices]);
  const labels = useMemo(() => new Map(choices.map((choice) => [choice.key, choice.label])), [choices]);
  const columns = useMemo(
    () => arranged(keys, saved ?? []).map((column): ChooserColumn => ({ ...column, label: labels.get(column.key) ?? column.key })),
    [keys, labels, saved],
  );
  const shown = useMemo(() => shownKeys(columns), [columns]);

  const store = useCallback(
    (next: ArrangedColumn[] | undefined) => {
      if (!next || !modelId || saving) return;
      const previous = loaded;
      const entries = toSaved(next, (key) => labels.get(key) ?? key);
      setLoaded({ modelId, saved: entries });
      setSaving(true);
      storeColumnSettings(modelId, entries).then(
        () => setSaving(false),
        () => {
          setLoaded(previous);
          setSaving(false);
        },
      );
    },
    [modelId, saving, loaded, labels],
  );

  return {
    available: Boolean(modelId),
    ready,
    saving,
    columns,
    shown,
    setVisible: (key, visible) => store(withVisibility(columns, key, visible)),
    move: (key, offset) => store(moved(columns, key, offset)),
    reset: () => store(defaultArrangement(keys)),
  };
}
