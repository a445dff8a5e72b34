import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { bootServices } from '../server/boot.ts';
import { BillNumberService } from '../server/core/numbering/bill-number-service.ts';
import { demoBillRules } from '../server/features/demo/demo-data.ts';
import { median } from './rounds.ts';

/**
 * Numbering (issue 17: "nothing gets slower elsewhere"): bill numbers drawn through
 * `BillNumberService` (one transaction, the rule row read — locked on PostgreSQL — and written with
 * statements compiled once per dialect; the rule table is outside the response cache, so no cache
 * counter moves, docs/decisions/0015) against a baseline in the same database and run: the same
 * read-and-write transaction built with Kysely's query builder on a plain table with the same
 * columns and no triggers. Sequential draws and 20 at once, interleaved rounds, medians and the
 * median per-round ratio. Settings: NUMBERING_BENCH_ROUNDS (5), NUMBERING_BENCH_COUNT (500 per
 * round and mode); DATABASE_URL for PostgreSQL.
 */
const ROUNDS = Number(process.env.NUMBERING_BENCH_ROUNDS) || 5;
const COUNT = Number(process.env.NUMBERING_BENCH_COUNT) || 500;
const PARALLEL = 20;
const PLAIN = 'bench_plain_bill_rule';

/** Numbers per second drawing `count` numbers, `parallel` at a time. */
async function rate(draw: () => Promise<unknown>, count: number, parallel: number): Promise<number> {
  const started = performance.now();
  let left = count;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (left-- > 0) await draw();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export async function numberingBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-numbering-'));
  const { services } = await bootServices({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir, demoData: true });
  const db = services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  try {
    const enCode = demoBillRules[0].enCode;
    const numbers = new BillNumberService(services.db, services.dialect);
    await sql
      .raw(`create table ${PLAIN} (id varchar(64) primary key, "enCode" varchar(64), "thisNumber" integer, "outputNumber" varchar(64), "enabledMark" integer)`)
      .execute(db);
    await db.insertInto(PLAIN).values({ id: 'plain', enCode, thisNumber: 0, outputNumber: null, enabledMark: 1 }).execute();
    const plainDraw = () =>
      db.transaction().execute(async (trx) => {
        let query = trx.selectFrom(PLAIN).select(['id', 'thisNumber']).where('enCode', '=', enCode).where('enabledMark', '=', 1);
        if (services.dialect === 'postgres') query = query.forUpdate();
        const row = await query.executeTakeFirstOrThrow();
        const next = Number(row.thisNumber) + 1;
        await trx
          .updateTable(PLAIN)
          .set({ thisNumber: next, outputNumber: `P${next}` })
          .where('id', '=', 'plain')
          .execute();
      });
    const portsideDraw = () => numbers.generate(enCode);
    // warm-up: statement caches, JIT
    await rate(portsideDraw, 50, 1);
    await rate(plainDraw, 50, 1);
    console.log(`\nNumbering (${services.dialect}, ${ROUNDS} interleaved rounds × ${COUNT} numbers per mode; load average ${os.loadavg()[0].toFixed(1)})`);
    for (const parallel of [1, PARALLEL]) {
      const rounds: { portside: number; plain: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const portsideFirst = round % 2 === 0;
        const a = await rate(portsideFirst ? portsideDraw : plainDraw, COUNT, parallel);
        const b = await rate(portsideFirst ? plainDraw : portsideDraw, COUNT, parallel);
        rounds.push(portsideFirst ? { portside: a, plain: b } : { portside: b, plain: a });
      }
      const ratio = median(rounds.map((r) => r.portside / r.plain));
      console.log(
        `  ${parallel === 1 ? 'one at a time' : `${parallel} at once`}: BillNumberService ${median(rounds.map((r) => r.portside)).toFixed(0)} numbers/s, ` +
          `plain table ${median(rounds.map((r) => r.plain)).toFixed(0)}/s; ratio ${ratio.toFixed(2)}× (per round ${rounds.map((r) => (r.portside / r.plain).toFixed(2)).join(' ')})`,
      );
    }
  } finally {
    await sql.raw(`drop table if exists ${PLAIN}`).execute(db);
    await services.fanOut.close();
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  numberingBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
