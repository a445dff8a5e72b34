import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { occurrences, PER_OCCURRENCE, scheduleRefusal } from './occurrences.ts';
import { notifyParticipants } from './schedule-messages.ts';

const scheduleEntity = entityDefinitions.schedule;

export type ScheduleRow = Record<string, unknown> & {
  id: string;
  groupId: string | null;
  title: string | null;
  startDay: number | null;
  creatorUserId: string | null;
  toUserIds: string | null;
};
export type ScheduleBody = Record<string, unknown> & {
  startDay: number;
  endDay: number;
  startTime?: string;
  endTime?: string;
  repetition?: string;
  repeatTime?: number;
  toUserIds?: string[];
};
/** 1 this occurrence, 2 this and later ones, 3 the whole series (contract §4.4). */
export type Scope = 1 | 2 | 3;

/** The calendar's writable columns: the schema's body fields that are columns of the table. */
const WRITABLE = scheduleEntity.table.columns.map((c) => c.name).filter((name) => name in (scheduleEntity.bodySchema.properties as object));

export const participants = (row: { toUserIds: string | null }): string[] => {
  try {
    const parsed = JSON.parse(row.toUserIds ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

const visibleTo = (row: ScheduleRow, userId: string) => row.creatorUserId === userId || participants(row).includes(userId);

/** A stored event as the API shows it: the participants as a list. */
export const shown = (row: ScheduleRow) => ({ ...row, toUserIds: participants(row) });

const checkTimes = (body: ScheduleBody) => {
  const refusal = scheduleRefusal(body);
  if (refusal) throw new AppError(refusal);
};

const valuesOf = (body: ScheduleBody) => {
  const picked = Object.fromEntries(WRITABLE.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  if (Array.isArray(body.toUserIds)) picked.toUserIds = JSON.stringify(body.toUserIds);
  return picked;
};

/**
 * The calendar's operations (contract §4.4), shared by the calendar's routes and the stock
 * client's legacy ones: events of a range that the user created or takes part in, one event,
 * create (a repeating event becomes one row per occurrence sharing groupId), and update or delete
 * of one occurrence (1), it and later ones (2) or the whole series (3), by the creator only.
 * Participants get a schedule message when an event is created, changed or deleted.
 */
export class ScheduleOperations {
  constructor(private readonly services: Services) {}

  private async find(id: string): Promise<ScheduleRow | undefined> {
    return (await this.services.db.selectFrom('base_schedule').selectAll().where('id', '=', id).executeTakeFirst()) as ScheduleRow | undefined;
  }

  private async owned(id: string, userId: string): Promise<ScheduleRow> {
    const row = await this.find(id);
    if (!row) throw new AppError('recordNotFound');
    if (row.creatorUserId !== userId) throw new AppError('scheduleNotYours');
    return row;
  }

  /** The rows a scope covers: this one, this and later ones of its series, or the whole series. */
  private async scopeRows(row: ScheduleRow, scope: Scope): Promise<ScheduleRow[]> {
    if (!row.groupId || scope === 1) return [row];
    let query = this.services.db.selectFrom('base_schedule').selectAll().where('groupId', '=', row.groupId);
    if (scope === 2) query = query.where('startDay', '>=', row.startDay ?? 0);
    return (await query.execute()) as ScheduleRow[];
  }

  /** The user's events that overlap [from, to] (epoch ms), by start. */
  async inRange(userId: string, from: number, to: number): Promise<ScheduleRow[]> {
    const rows = (await this.services.db
      .selectFrom('base_schedule')
      .selectAll()
      .where('startDay', '<=', to)
      .where('endDay', '>=', from - 86_400_000)
      .orderBy('startDay')
      .orderBy('startTime')
      .limit(5000)
      .execute()) as ScheduleRow[];
    return rows.filter((row) => visibleTo(row, userId));
  }

  /** One event its creator or a participant may see; "数据不存在" for anyone else. */
  async visible(id: string, userId: string): Promise<ScheduleRow> {
    const row = await this.find(id);
    if (!row || !visibleTo(row, userId)) throw new AppError('recordNotFound');
    return row;
  }

  /** Creates the event and its repetitions; the id of the first occurrence. */
  async create(userId: string, body: ScheduleBody): Promise<string> {
    checkTimes(body);
    const base = { ...scheduleEntity.defaults, ...valuesOf(body) };
    const spans = occurrences(body.startDay, body.endDay, body.repetition ?? '1', body.repeatTime);
    const groupId = spans.length > 1 ? newId() : null;
    const ids: string[] = [];
    const now = Date.now();
    await this.services.db.transaction().execute(async (trx) => {
      for (const [startDay, endDay] of spans) {
        const id = newId();
        ids.push(id);
        await trx
          .insertInto('base_schedule')
          .values({ ...base, id, groupId, startDay, endDay, creatorTime: now, creatorUserId: userId } as never)
          .execute();
      }
    });
    await notifyParticipants(this.services, { id: ids[0] as string, groupId, title: String(body.title) }, body.toUserIds ?? [], 1, userId);
    return ids[0] as string;
  }

  /** Changes an occurrence, it and later ones, or the series; a series keeps each occurrence's own days. */
  async update(userId: string, id: string, scope: Scope, body: ScheduleBody): Promise<void> {
    const row = await this.owned(id, userId);
    checkTimes(body);
    const changes = valuesOf(body);
    const rows = await this.scopeRows(row, scope);
    const now = Date.now();
    await this.services.db.transaction().execute(async (trx) => {
      for (const target of rows) {
        // One occurrence takes the new days too; a series keeps each occurrence's own days.
        const own = target.id === row.id && scope === 1 ? changes : Object.fromEntries(Object.entries(changes).filter(([k]) => !PER_OCCURRENCE.has(k)));
        await trx
          .updateTable('base_schedule')
          .set({ ...own, lastModifyTime: now, lastModifyUserId: userId } as never)
          .where('id', '=', target.id)
          .execute();
      }
    });
    await notifyParticipants(this.services, { id: row.id, groupId: row.groupId, title: String(body.title) }, body.toUserIds ?? participants(row), 1, userId);
  }

  /** Deletes an occurrence, it and later ones, or the series. */
  async remove(userId: string, id: string, scope: Scope): Promise<void> {
    const row = await this.owned(id, userId);
    const rows = await this.scopeRows(row, scope);
    await this.services.db
      .deleteFrom('base_schedule')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    await notifyParticipants(this.services, { id: row.id, groupId: row.groupId, title: String(row.title ?? '') }, participants(row), 3, userId);
  }
}
