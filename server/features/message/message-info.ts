import type { Db } from '../../core/db/database.ts';
import { userLabels } from '../../core/identity/user-labels.ts';

/** A message's detail as ReadInfo, searchInfoById and the notice form read it (contract §4.14). */
export async function messageInfo(db: Db, id: string) {
  const row = await db.selectFrom('base_message').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const labels = await userLabels(db, [row.creatorUserId, row.releaseUserId, row.lastModifyUserId]);
  return {
    id: row.id,
    title: row.title ?? '',
    type: row.type,
    flowType: row.flowType,
    category: row.category ?? '',
    bodyText: row.bodyText ?? '',
    excerpt: row.excerpt ?? '',
    files: row.files ?? '[]',
    toUserIds: row.toUserIds ?? '',
    coverImage: row.coverImage ?? '',
    remindCategory: row.remindCategory,
    sendConfigId: row.sendConfigId ?? '',
    expirationTime: row.expirationTime,
    enabledMark: effectiveState(row.enabledMark, row.expirationTime),
    creatorUser: labels.get(row.creatorUserId ?? '') ?? '',
    creatorTime: row.creatorTime,
    releaseUser: labels.get(row.releaseUserId ?? '') ?? '',
    releaseTime: row.releaseTime,
    lastModifyUser: labels.get(row.lastModifyUserId ?? '') ?? '',
    lastModifyTime: row.lastModifyTime,
  };
}

/** A released notice past its expiration time shows as expired (2) without anyone rewriting it. */
export function effectiveState(enabledMark: number | null, expirationTime: number | null, now = Date.now()): number {
  if (enabledMark === 1 && expirationTime !== null && expirationTime > 0 && expirationTime < now) return 2;
  return enabledMark ?? 0;
}
