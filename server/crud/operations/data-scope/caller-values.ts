import type { Db } from '../../../core/db/database.ts';
import { idsOf } from '../../../core/identity/rank.ts';
import type { UserVariable } from './scheme-model.ts';

/**
 * What the current-user variables of data-permission conditions stand for, for one caller, each
 * looked up once (a request may build several conditions): ids, never empty strings.
 */
export class CallerValues {
  private readonly resolved = new Map<UserVariable, Promise<string[]>>();

  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  of(variable: UserVariable): Promise<string[]> {
    let values = this.resolved.get(variable);
    if (!values) this.resolved.set(variable, (values = this.look(variable)));
    return values;
  }

  private async look(variable: UserVariable): Promise<string[]> {
    switch (variable) {
      case '@userId':
        return [this.userId];
      case '@userAndSubordinates': {
        const managed = await this.db.selectFrom('base_user').select('id').where('managerId', '=', this.userId).execute();
        return [this.userId, ...managed.map((row) => row.id).filter((id) => id !== this.userId)];
      }
      case '@organizeId':
        return this.organizes();
      case '@organizationAndSuborganization':
        return subtreesOf(this.db, await this.of('@organizeId'));
      case '@positionId':
        return this.links('Position');
    }
  }

  /** The caller's organisations as rank.ts counts them: the user's organizeId list and their organisation links. */
  private async organizes(): Promise<string[]> {
    const user = await this.db.selectFrom('base_user').select('organizeId').where('id', '=', this.userId).executeTakeFirst();
    return [...new Set([...idsOf(user?.organizeId), ...(await this.links('Organize'))])];
  }

  private async links(objectType: 'Organize' | 'Position'): Promise<string[]> {
    const rows = await this.db
      .selectFrom('base_user_relation')
      .select('objectId')
      .where('userId', '=', this.userId)
      .where('objectType', '=', objectType)
      .execute();
    return rows.flatMap((row) => (row.objectId ? [row.objectId] : []));
  }
}

/** The given organisations and every one beneath them (a damaged tree's cycles are walked once). */
async function subtreesOf(db: Db, roots: readonly string[]): Promise<string[]> {
  if (roots.length === 0) return [];
  const rows = await db.selectFrom('base_organize').select(['id', 'parentId']).execute();
  const children = new Map<string, string[]>();
  for (const row of rows) children.set(row.parentId ?? '', [...(children.get(row.parentId ?? '') ?? []), row.id]);
  const reached = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...reached];
}
