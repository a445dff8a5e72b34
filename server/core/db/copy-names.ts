import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';
import type { Database } from './platform-tables.ts';

/** How many random suffixes a copy tries before it gives up on a free name and code. */
const COPY_ATTEMPTS = 5;
const SUFFIX_LENGTH = 5;

/** Five random letters and digits, lower case: what tells a copy's name and code from the original's. */
const randomCopySuffix = (): string => [...randomBytes(SUFFIX_LENGTH)].map((byte) => (byte % 36).toString(36)).join('');

/**
 * A copy's name or code: the original's, cut so that the mark (the copy mark, a dot, or nothing)
 * and the suffix after it still fit within the column's `maxLength`.
 */
export const copiedName = (original: string, mark: string, suffix: string, maxLength: number): string =>
  `${original.slice(0, maxLength - mark.length - suffix.length)}${mark}${suffix}`;

export interface CopyNames {
  /** the random suffix both names end with (a design's copied tables carry it too) */
  suffix: string;
  fullName: string;
  enCode: string;
}

/**
 * The first of a few random suffixes whose name and code (made by `namesOf`) no row holds yet, by
 * `isTaken`; undefined when every attempt hit a taken one (the caller says why it gives up).
 */
export async function freeCopyNames(
  namesOf: (suffix: string) => Omit<CopyNames, 'suffix'>,
  isTaken: (names: CopyNames) => Promise<boolean>,
): Promise<CopyNames | undefined> {
  for (let attempt = 0; attempt < COPY_ATTEMPTS; attempt += 1) {
    const suffix = randomCopySuffix();
    const names = { suffix, ...namesOf(suffix) };
    if (!(await isTaken(names))) return names;
  }
  return undefined;
}

/** The tables whose rows have a name and a code a copy must not repeat. */
type NamedTable = { [Table in keyof Database]: Database[Table] extends { id: unknown; fullName: unknown; enCode: unknown } ? Table : never }[keyof Database];

/** Whether a row of `table` already has the name or the code. */
export async function nameOrCodeTaken(db: Db, table: NamedTable, { fullName, enCode }: Pick<CopyNames, 'fullName' | 'enCode'>): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)]))
    .executeTakeFirst();
  return Boolean(row);
}
