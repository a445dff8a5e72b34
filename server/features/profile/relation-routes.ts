import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { Db } from '../../core/db/database.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { profileRefusal } from './profile-texts.ts';

/** The organisation's names from the root down, joined with `/` as userInfo.organizeName is. */
async function organizePath(db: Db, organizeId: string): Promise<string> {
  const names: string[] = [];
  let cursor: string | null = organizeId;
  for (let guard = 0; cursor && guard < 50; guard++) {
    const node = await db.selectFrom('base_organize').select(['parentId', 'fullName']).where('id', '=', cursor).executeTakeFirst();
    if (!node) break;
    names.unshift(node.fullName ?? '');
    cursor = node.parentId;
  }
  return names.join('/');
}

async function linkedIds(db: Db, userId: string, objectType: string): Promise<string[]> {
  const links = await db
    .selectFrom('base_user_relation')
    .select('objectId')
    .where('userId', '=', userId)
    .where('objectType', '=', objectType)
    .orderBy('sortCode')
    .execute();
  return links.map((link) => link.objectId ?? '').filter(Boolean);
}

/** Whether `userId` is `managerId` or sits anywhere below them in the manager chain. */
async function isWithinTeam(db: Db, managerId: string, userId: string): Promise<boolean> {
  let cursor: string | null = userId;
  for (let guard = 0; cursor && guard < 50; guard++) {
    if (cursor === managerId) return true;
    const row: { managerId: string | null } | undefined = await db.selectFrom('base_user').select('managerId').where('id', '=', cursor).executeTakeFirst();
    cursor = row?.managerId ?? null;
  }
  return false;
}

/** getUserOrganizes, getUserPositions and Subordinate/{id} (contract §2.6): where the user stands. */
export function registerRelationRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  app.get('/api/permission/Users/Current/getUserOrganizes', { config: { access: 'signed-in' } }, async (request) => {
    const { userId } = currentUser(request);
    const user = await db.selectFrom('base_user').select('organizeId').where('id', '=', userId).executeTakeFirstOrThrow();
    const own = (user.organizeId ?? '').split(',').filter(Boolean);
    const ids = [...new Set([...own, ...(await linkedIds(db, userId, 'Organize'))])];
    const list = [];
    for (const id of ids) list.push({ id, fullName: await organizePath(db, id), isDefault: id === own[0] });
    return ok(list.filter((organize) => organize.fullName));
  });

  app.get('/api/permission/Users/Current/getUserPositions', { config: { access: 'signed-in' } }, async (request) => {
    const { userId } = currentUser(request);
    const ids = await linkedIds(db, userId, 'Position');
    if (ids.length === 0) return ok([]);
    const rows = await db.selectFrom('base_position').select(['id', 'fullName', 'organizeId']).where('id', 'in', ids).execute();
    const list = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (row) list.push({ id, fullName: row.fullName ?? '', organize: await organizePath(db, row.organizeId ?? ''), isDefault: id === ids[0] });
    }
    return ok(list);
  });

  app.get<{ Params: { id: string } }>(
    '/api/permission/Users/Current/Subordinate/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } },
    },
    async (request) => {
      const me = currentUser(request).userId;
      // "0" is the caller (JNPF's first level); deeper levels only inside the caller's own team.
      const managerId = request.params.id === '0' ? me : request.params.id;
      if (!(await isWithinTeam(db, me, managerId))) return profileRefusal('notSubordinate', languageOf(request.headers['accept-language']));
      const rows = await db
        .selectFrom('base_user')
        .select(['id', 'account', 'realName', 'headIcon', 'organizeId'])
        .where('managerId', '=', managerId)
        .where('enabledMark', '!=', 0)
        .orderBy('sortCode')
        .orderBy('account')
        .execute();
      const list = [];
      for (const row of rows) {
        const positionIds = await linkedIds(db, row.id, 'Position');
        const positions = positionIds.length ? await db.selectFrom('base_position').select('fullName').where('id', 'in', positionIds).execute() : [];
        const below = await db.selectFrom('base_user').select('id').where('managerId', '=', row.id).limit(1).executeTakeFirst();
        list.push({
          id: row.id,
          avatar: row.headIcon ?? '',
          userName: `${row.realName ?? ''}/${row.account ?? ''}`,
          department: await organizePath(db, (row.organizeId ?? '').split(',')[0] ?? ''),
          position: positions.map((p) => p.fullName).join(','),
          isLeaf: !below,
        });
      }
      return ok(list);
    },
  );
}
