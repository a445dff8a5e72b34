import { useEffect, useMemo, useState } from 'react';
import type { LoadRecords, RecordListConfig, RecordRow } from './record-rows.ts';
import { keysOf, toggleAll, toggleRow } from './selection.ts';
import { useRecordsPage, type RecordsList } from './use-records-page.ts';

export interface RecordChoice {
  list: RecordsList;
  /** the records chosen so far in this opening */
  chosen: RecordRow[];
  chosenKeys: Set<string>;
  toggle: (row: RecordRow) => void;
  toggleAll: () => void;
}

/**
 * What an open picker holds: the listed page and the records chosen in this opening. Each opening
 * starts from `initial` (the stored value's records), so Cancel then a new opening shows the stored
 * value again (spec lowcode §4 "Cancel re-syncs to the stored value").
 */
export function useRecordChoice(config: RecordListConfig, open: boolean, multiple: boolean, initial: RecordRow[], load: LoadRecords): RecordChoice {
  const list = useRecordsPage(load, config.pageSize, open);
  const [chosen, setChosen] = useState<RecordRow[]>(initial);
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
