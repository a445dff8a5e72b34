import { sql } from 'kysely';
import { isBlank, uniqueRefusal } from '../unique-write.ts';
import { tablesOf, type OperationContext } from './context.ts';

/**
 * The friendly uniqueness check before a write (the unique index refuses a racing write later,
 * unique-write.ts): refuses a value of the schema's `unique` fields another row (within
 * `uniqueWithin`, other than `exceptId`) already holds.
 */
export async function checkUnique(context: OperationContext, body: Record<string, unknown>, exceptId: string | null): Promise<void> {
  const { entity } = context;
  const fields = entity.unique.filter((field) => !isBlank(body[field]));
  if (fields.length === 0) return;
  // One query, so a race cannot make the answer name the code while the name clashed first.
  let query = tablesOf(context)
    .selectFrom(entity.table.name)
    .selectAll()
    .where((eb) => eb.or(fields.map((field) => eb(sql.ref(field), '=', body[field]))));
  if (entity.uniqueWithin) query = query.where(sql.ref(entity.uniqueWithin), '=', body[entity.uniqueWithin]);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  const clash = fields.find((field) => rows.some((row) => row[field] === body[field]));
  // The schema may word the refusal (账户名称不能重复); names and codes have the contract's words.
  if (clash) throw uniqueRefusal(entity, clash);
}
