import { useEffect, useMemo, useRef, useState } from 'react';
import { echoInterface, type InterfaceRow, type ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import { onSessionReset } from '../../lib/auth/session-store.ts';
import { keyOfRow } from '../../components/record-picker/record-rows.ts';
import type { InterfaceConfig } from './interface-config.ts';

type EchoConfig = Pick<InterfaceConfig, 'interfaceId' | 'propsValue' | 'relationField'>;

/**
 * Records already known by interface and id: the ones echoed back and the ones chosen in a picker,
 * so a form showing the same value twice, or a value just chosen, asks the server nothing.
 */
const known = new Map<string, InterfaceRow>();
// Another user signing in on this page must not see the records the last one looked at.
onSessionReset(() => known.clear());
const cacheKey = (config: EchoConfig, id: string) => [config.interfaceId, config.propsValue, config.relationField, id].join('\u0000');

/** Keeps chosen records, so the field shows their text at once. */
export function rememberRows(config: EchoConfig, rows: InterfaceRow[]): void {
  for (const row of rows) {
    const id = keyOfRow(row, config);
    if (id) known.set(cacheKey(config, id), row);
  }
}

const knownRows = (config: EchoConfig, ids: string[]): InterfaceRow[] =>
  ids.map((id) => known.get(cacheKey(config, id))).filter((row): row is InterfaceRow => row !== undefined);

/**
 * The records of the stored ids (spec lowcode §7 echo-back, InfoByIds), in the ids' order. Ids the
 * interface cannot echo (a failed or empty lookup) have no record, and show no text, silently (§8).
 */
export function useEchoRows(config: EchoConfig, ids: string[], paramList: () => ParamValue[]): InterfaceRow[] {
  const [version, setVersion] = useState(0);
  const params = useRef(paramList);
  params.current = paramList;
  const idsKey = ids.join('\u0000');
  const { interfaceId, propsValue, relationField } = config;

  useEffect(() => {
    const wanted = idsKey ? idsKey.split('\u0000') : [];
    const echo = { interfaceId, propsValue, relationField };
    const missing = wanted.filter((id) => !known.has(cacheKey(echo, id)));
    if (!interfaceId || missing.length === 0) return;
    let live = true;
    echoInterface(interfaceId, { ids: missing, propsValue, relationField, paramList: params.current() }).then((rows) => {
      rememberRows(echo, rows);
      if (live) setVersion((current) => current + 1);
    });
    return () => {
      live = false;
    };
  }, [idsKey, interfaceId, propsValue, relationField]);

  return useMemo(
    () => knownRows({ interfaceId, propsValue, relationField }, idsKey ? idsKey.split('\u0000') : []),
    // version: the cache gained records
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [idsKey, interfaceId, propsValue, relationField, version],
  );
}
