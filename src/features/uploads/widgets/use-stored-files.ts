import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { StoredFile } from '../../../../common/files/file-kinds.ts';
import { storedFilesOf, withFile, withoutFile } from './stored-files.ts';

/**
 * An upload widget's files as a list, and the two changes it makes to them. Uploads finish after
 * the render that started them, several at once: each change starts from the list as the last
 * change left it, not from the render's, so no finished file overwrites another.
 */
export function useStoredFiles(value: unknown, onChange: (value: unknown) => void, single: boolean) {
  const files = useMemo(() => storedFilesOf(value), [value]);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const write = useCallback(
    (next: StoredFile[]) => {
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const add = useCallback((file: StoredFile) => write(withFile(latest.current, file, single)), [write, single]);
  const remove = useCallback((fileId: string) => write(withoutFile(latest.current, fileId)), [write]);
  return { files, add, remove };
}
