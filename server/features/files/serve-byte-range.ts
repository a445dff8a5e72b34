/** Both ends inclusive, as the file store reads them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a Range header asks for (RFC 9110 §14.1.2: `bytes=a-b`, `bytes=a-`,
 * `bytes=-n`), both ends inclusive, so audio and video can seek; `unsatisfiable` when it starts at
 * or past the end; undefined when there is no header, it is not understood or it asks for
 * several ranges (the whole file is then sent, as the RFC allows).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d{0,16})-(\d{0,16})$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return end < start ? undefined : { start, end };
}
