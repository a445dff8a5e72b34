import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { toTree, withAncestors } from '../../../common/tree.ts';

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
}

const ITEM_KINDS = ['button', 'column', 'form'] as const;

/**
 * GET /api/permission/Users/Current/Authorize (contract §2.6): what the caller's roles grant,
 * as trees rooted in systems: `module` the menus, `button`/`column`/`form` the menus holding
 * granted items with those items as leaves. The same grants CurrentUser is built from.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/permission/Users/Current/Authorize', { config: { access: 'signed-in' } }, async (request) => {
    const { userId } = currentUser(request);
    const grants = await services.authorization.grantsOf(userId);
    const systems = (
      await services.db.selectFrom('base_system').select(['id', 'fullName', 'icon']).where('enabledMark', '=', 1).orderBy('sortCode').execute()
    ).filter((system) => grants.isAdministrator || grants.systems.has(system.id));
    const systemIds = systems.map((system) => system.id);
    const modules = systemIds.length
      ? await services.db
          .selectFrom('base_module')
          .select(['id', 'parentId', 'fullName', 'icon', 'systemId'])
          .where('enabledMark', '=', 1)
          .where('systemId', 'in', systemIds)
          .orderBy('sortCode')
          .execute()
      : [];
    const menuNodes: Node[] = [
      ...systems.map((system) => ({ id: system.id, parentId: '-1', fullName: system.fullName ?? '', icon: system.icon ?? '' })),
      // A top-level menu hangs under its system.
      ...modules.map((m) => ({
        id: m.id,
        parentId: !m.parentId || m.parentId === '-1' ? (m.systemId ?? '') : m.parentId,
        fullName: m.fullName ?? '',
        icon: m.icon ?? '',
      })),
    ];
    const granted = new Set(modules.filter((m) => grants.isAdministrator || grants.modules.has(m.id)).map((m) => m.id));
    // Granted menus keep every ancestor they need (menus, their system), so no tree dangles.
    const moduleNodes = withAncestors(
      menuNodes,
      menuNodes.filter((node) => granted.has(node.id)),
    );
    const items = granted.size
      ? await services.db
          .selectFrom('base_module_item')
          .select(['id', 'moduleId', 'kind', 'fullName', 'enCode'])
          .where('enabledMark', '=', 1)
          .where('moduleId', 'in', [...granted])
          .orderBy('sortCode')
          .execute()
      : [];
    const trees = Object.fromEntries(
      ITEM_KINDS.map((kind) => {
        const mine = items.filter((item) => item.kind === kind && (grants.isAdministrator || grants.items.has(item.id)));
        const leaves: Node[] = mine.map((item) => ({
          id: item.id,
          parentId: item.moduleId ?? '',
          fullName: item.fullName ?? '',
          icon: '',
          enCode: item.enCode ?? '',
        }));
        const holding = new Set(mine.map((item) => item.moduleId ?? ''));
        return [
          kind,
          toTree([
            ...withAncestors(
              moduleNodes,
              moduleNodes.filter((node) => holding.has(node.id)),
            ),
            ...leaves,
          ]),
        ];
      }),
    );
    return ok({ module: toTree(moduleNodes), ...trees });
  });
}
