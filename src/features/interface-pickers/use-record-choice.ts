import { useEffect, useMemo, useState } from 'react';
import type { InterfaceRow, ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import type { InterfaceConfig } from './interface-config.ts';
import { keysOf, toggleAll, toggleRow } from './selection.ts';
import { useInterfaceRows, type InterfaceRows } from './use-interface-rows.ts';

export interface RecordChoice {
  list: InterfaceRows;
  /** the records chosen so far in this opening */
  chosen: InterfaceRow[];
  chosenKeys: Set<string>;
  toggle: (row: InterfaceRow) => void;
  toggleAll: () => void;
}

/**
 * What an open picker holds: the listed page and the records chosen in this opening. Each opening
 * starts from `initial` (the stored value's records), so Cancel then a new opening shows the stored
 * value again (spec lowcode §4 "Cancel re-syncs to the stored value").
 */
export function useRecordChoice(
  config: InterfaceConfig,
  open: boolean,
  multiple: boolean,
  initial: InterfaceRow[],
  paramList: () => ParamValue[],
): RecordChoice {
  const list = useInterfaceRows(config, open, paramList);
  const [chosen, setChosen] = useState<InterfaceRow[]>(initial);
  useEffect(() => {
    if (open) setChosen(initial);
    // the stored value is read when the picker opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const chosenKeys = useMemo(() => keysOf(chosen, config), [chosen, config]);
  return {
    list,
    chosen,
    chosenKeys,
    toggle: (row) => setChosen((current) => toggleRow(current, row, config, multiple)),
    toggleAll: () => setChosen((current) => toggleAll(current, list.rows, config)),
  };
}
