import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Database } from '../db/platform-tables.ts';

import type { BillRuleRow } from '../../../common/generated/index.ts';

type BillDb = Database & { base_bill_rule: BillRuleRow };
type RuleRow = Pick<BillRuleRow, 'prefix' | 'dateFormat' | 'digit' | 'startNumber' | 'thisNumber' | 'outputNumber'>;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The date segment of a rule's Java pattern (yyyyMMdd, yyyyMM, yyyy; schema's enum) in the server's
 * time zone. Written out rather than through dayjs: it runs inside every number's transaction, and
 * dayjs's parse-and-format was a tenth of a drawn number's cost (issue 17, numbering bench).
 */
function dateSegment(format: string, now: Date): string {
  return format
    .replace('yyyy', String(now.getFullYear()))
    .replace('MM', two(now.getMonth() + 1))
    .replace('dd', two(now.getDate()));
}

/**
 * The next number of a rule (contract §4.3): the serial counts on from the last output and
 * restarts when the date segment changes. One transaction with the rule row locked (PostgreSQL)
 * or the single writer (SQLite) makes every number unique, however many processes ask at once.
 */
export function nextNumber(rule: RuleRow, now: Date): { number: string; thisNumber: number } {
  const format = rule.dateFormat ?? 'no';
  const digit = rule.digit ?? 1;
  const today = format === 'no' ? '' : dateSegment(format, now);
  let thisNumber = 0;
  if (rule.outputNumber) {
    thisNumber = (rule.thisNumber ?? 0) + 1;
    if (format !== 'no') {
      const previous = rule.outputNumber;
      const segment = previous.substring(previous.length - format.length - digit, previous.length - digit);
      if (segment !== today) thisNumber = 0;
    }
  }
  const serial = String(Number(rule.startNumber ?? '1') + thisNumber).padStart(digit, '0');
  return { number: `${rule.prefix ?? ''}${today}${serial}`, thisNumber };
}

const RULE_COLUMNS = ['id', 'enCode', 'prefix', 'dateFormat', 'digit', 'startNumber', 'thisNumber', 'outputNumber'] as const;
type DrawnRule = Pick<BillRuleRow, (typeof RULE_COLUMNS)[number]>;

/**
 * The draw's two statements as text, built and compiled once per dialect: Kysely rebuilding and
 * compiling them for every number was a fifth of its cost (issue 17, numbering bench). Parameters:
 * the read takes [enCode, enabled], the write [thisNumber, outputNumber, id], as the builder wrote them.
 */
const drawStatements = new Map<Dialect, { read: string; write: string }>();
function drawStatementsOf(db: Kysely<BillDb>, dialect: Dialect): { read: string; write: string } {
  let statements = drawStatements.get(dialect);
  if (!statements) {
    let read = db.selectFrom('base_bill_rule').select(RULE_COLUMNS).where('enCode', '=', '').where('enabledMark', '=', 1);
    if (dialect === 'postgres') read = read.forUpdate();
    const readQuery = read.compile();
    const writeQuery = db.updateTable('base_bill_rule').set({ thisNumber: 0, outputNumber: '' }).where('id', '=', '').compile();
    if (readQuery.parameters.length !== 2 || writeQuery.parameters.length !== 3) throw new Error('the numbering statements changed shape');
    statements = { read: readQuery.sql, write: writeQuery.sql };
    drawStatements.set(dialect, statements);
  }
  return statements;
}

export class BillNumberService {
  private readonly db: Kysely<BillDb>;

  constructor(
    db: Db,
    private readonly dialect: Dialect,
  ) {
    this.db = db as unknown as Kysely<BillDb>;
  }

  /** A fresh number, never handed out before. */
  async generate(enCode: string): Promise<string> {
    const statements = drawStatementsOf(this.db, this.dialect);
    return this.db.transaction().execute(async (trx: Transaction<BillDb>) => {
      const { rows } = await trx.executeQuery<DrawnRule>(CompiledQuery.raw(statements.read, [enCode, 1]));
      const rule = rows[0];
      if (!rule) throw new AppError('billRuleMissing');
      const { number, thisNumber } = nextNumber(rule, new Date());
      await trx.executeQuery(CompiledQuery.raw(statements.write, [thisNumber, number, rule.id]));
      return number;
    });
  }

  /** The user's pending number for a rule: the same one until it is used (BillNumber). */
  async pending(userId: string, enCode: string): Promise<string> {
    const id = `${userId}:${enCode}`;
    const cached = await this.db.selectFrom('base_bill_number_cache').select('number').where('id', '=', id).executeTakeFirst();
    if (cached?.number) return cached.number;
    const number = await this.generate(enCode);
    await this.db.deleteFrom('base_bill_number_cache').where('id', '=', id).execute();
    await this.db.insertInto('base_bill_number_cache').values({ id, userId, enCode, number, creatorTime: Date.now() }).execute();
    return number;
  }

  /** The pending number has been used: the next BillNumber call draws a new one. */
  async release(userId: string, enCode: string): Promise<void> {
    await this.db.deleteFrom('base_bill_number_cache').where('id', '=', `${userId}:${enCode}`).execute();
  }
}
