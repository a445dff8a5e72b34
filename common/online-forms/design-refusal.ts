import type { Texts } from '../entity-model.ts';

/**
 * Why a design cannot become a model. Its names become table and column names in SQL (the tables
 * are created on release by the same table evolution the schema entities use), so a name that is
 * not a plain identifier, or that two fields (or two tables) share, refuses the whole design rather
 * than being quoted or silently renamed. `texts` say it in the user's language; `offending` is the
 * name, for a caller that reports it by itself.
 */
export class DesignRefusal extends Error {
  readonly offending: string;
  readonly texts: Texts;

  constructor(offending: string, texts: Texts) {
    super(texts.zh);
    this.name = 'DesignRefusal';
    this.offending = offending;
    this.texts = texts;
  }
}

/** A table or column name SQL takes as it is on SQLite and PostgreSQL (PostgreSQL keeps 63 characters of a name). */
export const SAFE_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const isSafeIdentifier = (name: string): boolean => SAFE_IDENTIFIER.test(name);

const what = (kind: 'table' | 'column'): Texts =>
  kind === 'table' ? { zh: '表名', 'zh-TW': '表名', en: 'Table name' } : { zh: '字段名', 'zh-TW': '欄位名', en: 'Field name' };

/** Refuses a name SQL would have to quote. */
export function assertSafeIdentifier(name: string, kind: 'table' | 'column'): void {
  if (isSafeIdentifier(name)) return;
  const label = what(kind);
  throw new DesignRefusal(name, {
    zh: `${label.zh}“${name}”不合法：只能由英文字母、数字和下划线组成，不能以数字开头，最多63个字符`,
    'zh-TW': `${label['zh-TW']}「${name}」不合法：只能由英文字母、數字和下劃線組成，不能以數字開頭，最多63個字符`,
    en: `${label.en} "${name}" is not valid: letters, digits and underscores only, not starting with a digit, at most 63 characters`,
  });
}

/** Refuses a name already taken: SQLite compares names without case, so `Name` and `name` are one column. */
export function refuseDuplicate(name: string, kind: 'table' | 'column'): never {
  const label = what(kind);
  throw new DesignRefusal(name, {
    zh: `${label.zh}“${name}”重复（不区分大小写）`,
    'zh-TW': `${label['zh-TW']}「${name}」重複（不區分大小寫）`,
    en: `${label.en} "${name}" is used twice (letter case aside)`,
  });
}

/** Refuses a table that is not the design's to create or widen (a platform table). */
export function refuseReservedTable(name: string): never {
  throw new DesignRefusal(name, {
    zh: `表名“${name}”为系统保留，不能用于在线表单`,
    'zh-TW': `表名「${name}」為系統保留，不能用於在線表單`,
    en: `The table "${name}" is reserved by the system and cannot hold an online form`,
  });
}
