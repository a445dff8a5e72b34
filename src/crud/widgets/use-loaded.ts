import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

/**
 * What a picker offers, loaded once when it mounts and dropped if it unmounts first. A failed
 * load offers nothing: the request client has already said why.
 */
function useLoaded<T>(load: () => Promise<T[]>, key: string): T[] {
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => live && setRows(loaded))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
    // `key` names what is loaded; `load` is a fresh closure every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return rows;
}

/** Every row of a generated resource, through the one data provider. */
export function useResourceRows<T>(resource: string): T[] {
  const dataProvider = useDataProvider();
  return useLoaded(
    async () =>
      (await dataProvider.getList(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'sortCode', order: 'ASC' }, filter: {} })).data as T[],
    `${resource}`,
  );
}
