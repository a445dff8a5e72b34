import dayjs from 'dayjs';
import type { Kysely, Transaction } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Database } from '../db/platform-tables.ts';

import type { BillRuleRow } from '../../../common/generated/index.ts';

type BillDb = Database & { base_bill_rule: BillRuleRow };
type RuleRow = Pick<BillRuleRow, 'prefix' | 'dateFormat' | 'digit' | 'startNumber' | 'thisNumber' | 'outputNumber'>;

/** Java date patterns of the rule (yyyyMMdd, yyyyMM, yyyy) in dayjs tokens. */
const toDayjs = (format: string) => format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');

/**
 * The next number of a rule (contract §4.3): the serial counts on from the last output and
 * restarts when the date segment changes. One transaction with the rule row locked (PostgreSQL)
 * or the single writer (SQLite) makes every number unique, however many processes ask at once.
 */
export function nextNumber(rule: RuleRow, now: Date): { number: string; thisNumber: number } {
  const format = rule.dateFormat ?? 'no';
  const digit = rule.digit ?? 1;
  const today = format === 'no' ? '' : dayjs(now).format(toDayjs(format));
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
    return this.db.transaction().execute(async (trx: Transaction<BillDb>) => {
      let query = trx
        .selectFrom('base_bill_rule')
        .select(['id', 'enCode', 'prefix', 'dateFormat', 'digit', 'startNumber', 'thisNumber', 'outputNumber'])
        .where('enCode', '=', enCode)
        .where('enabledMark', '=', 1);
      if (this.dialect === 'postgres') query = query.forUpdate();
      const rule = await query.executeTakeFirst();
      if (!rule) throw new AppError('billRuleMissing');
      const { number, thisNumber } = nextNumber(rule, new Date());
      await trx.updateTable('base_bill_rule').set({ thisNumber, outputNumber: number }).where('id', '=', rule.id).execute();
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
