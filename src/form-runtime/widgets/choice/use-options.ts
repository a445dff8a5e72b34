import { useEffect, useMemo, useState } from 'react';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { Language } from '../../widget-contract.ts';
import { cachedOptions, loadOptions, optionSourceKey } from './option-sources.ts';
import { dataTypeOf, staticOptionsOf, toOptions, type ChoiceOption } from './options.ts';

const NONE: readonly unknown[] = [];

/**
 * An option widget's options: the static list at once, loaded ones from the module cache (at once
 * when another cell already loaded them, otherwise after one shared load). `loading` is true until
 * they are there, so nobody shows a bare code meanwhile.
 */
export function useChoiceOptions(item: FormItem, language: Language): { options: ChoiceOption[]; loading: boolean } {
  const key = optionSourceKey(item);
  const [loaded, setLoaded] = useState<{ key: string; rows: readonly unknown[] } | null>(null);
  useEffect(() => {
    if (key === null || cachedOptions(key)) return;
    let live = true;
    void loadOptions(item).then((rows) => {
      if (live) setLoaded({ key, rows });
    });
    return () => {
      live = false;
    };
    // `key` names what is loaded; the item is read only to start the load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // a kind no loader serves yet (a data interface before its issue) offers nothing, not the item's leftover static list
  const raw =
    key !== null ? (cachedOptions(key) ?? (loaded?.key === key ? loaded.rows : undefined)) : dataTypeOf(item) === 'static' ? staticOptionsOf(item) : NONE;
  const keys = item.props.props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options change only with the raw rows and the keys they are read with
  const options = useMemo(() => (raw ? toOptions(raw, item, language) : []), [raw, keys, language]);
  return { options, loading: raw === undefined };
}
