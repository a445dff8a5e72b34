import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useGetList, type SortPayload } from 'react-admin';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';

/** The most rows one level of a lazily loaded tree shows. */
const LEVEL_SIZE = 500;
const quiet = () => undefined;

interface LevelQueryProps {
  resource: string;
  parentId: string;
  sort: SortPayload;
  /** goes up by one on every refresh of the list: the level is read again */
  version: number;
  onLoaded: (parentId: string, rows: EntityRecord[]) => void;
}

/** One open level (base/{parentId}, contract §4.10) through react-admin's useGetList: cached like the list. */
function LevelQuery({ resource, parentId, sort, version, onLoaded }: LevelQueryProps) {
  const { data, refetch } = useGetList<EntityRecord>(
    resource,
    { pagination: { page: 1, perPage: LEVEL_SIZE }, sort, filter: { parentId } },
    { onError: quiet, retry: false },
  );
  useEffect(() => {
    if (data) onLoaded(parentId, data);
  }, [data, parentId, onLoaded]);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch();
  }, [version, refetch]);
  return null;
}

/**
 * The open levels of a lazily loaded tree (areas): react-admin's list controller reads the roots,
 * and each open row's children are one more cached list query, read when the row opens and again
 * when the list refreshes (so a change below the root shows too). `loaders` renders nothing; the
 * screen mounts it beside the table.
 */
export function useLazyTreeLevels(resource: string, sort: SortPayload, expanded: ReadonlySet<string>, enabled: boolean) {
  const [levels, setLevels] = useState<ReadonlyMap<string, EntityRecord[]>>(new Map());
  const [version, setVersion] = useState(0);
  const onLoaded = useCallback((parentId: string, rows: EntityRecord[]) => setLevels((current) => new Map(current).set(parentId, rows)), []);
  const refresh = useCallback(() => setVersion((current) => current + 1), []);
  const loaders: ReactNode = enabled
    ? [...expanded].map((parentId) => <LevelQuery key={parentId} resource={resource} parentId={parentId} sort={sort} version={version} onLoaded={onLoaded} />)
    : null;
  return { levels, loaders, refresh };
}
