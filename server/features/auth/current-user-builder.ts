import type { Db } from '../../core/db/database.ts';
import type { SysConfigService } from '../../core/sys-config/sys-config-service.ts';
import type { AuthorizationService, Grants } from '../../core/identity/authorization-service.ts';
import { toTree } from '../../../common/tree.ts';
import { placeOfIp } from '../../core/http/ip-place.ts';

interface MenuNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  category: string;
  propertyJson: string;
  sortCode: number;
  systemId: string;
  /** 0 or 1: whether the page judges buttons, list columns, form fields and data (contract §3, spec §6) */
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
}

/**
 * The answer of GET /api/oauth/CurrentUser (contract §2.4): user info, the menu of the current
 * system, the router list with every granted system as a type-0 root, the permission list and
 * the public part of the system configuration.
 */
export class CurrentUserBuilder {
  constructor(
    private readonly db: Db,
    private readonly config: SysConfigService,
    private readonly authorization: AuthorizationService,
  ) {}

  async build(userId: string) {
    const user = await this.db.selectFrom('base_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const grants = await this.authorization.grantsOf(userId);
    const config = await this.config.read();
    const systems = await this.grantedSystems(grants);
    const current = systems.find((s) => s.id === user.systemId) ?? systems.find((s) => s.isMain === 1) ?? systems[0];
    const modules = await this.grantedModules(
      grants,
      systems.map((s) => s.id),
    );
    const routerList = systems.map((system) => ({
      id: system.id,
      parentId: '-1',
      fullName: system.fullName ?? '',
      enCode: system.enCode ?? '',
      icon: system.icon ?? '',
      type: 0,
      urlAddress: '',
      linkTarget: '_self',
      category: 'Web',
      propertyJson: system.propertyJson ?? '{}',
      sortCode: system.sortCode ?? 0,
      systemId: system.id,
      ...nest(modules.filter((m) => m.systemId === system.id)),
    }));
    const menuList = current ? (routerList.find((r) => r.id === current.id)?.children ?? []) : [];
    const relations = await this.relations(userId);
    // organizeId may list several organisations (comma-joined); the first is the user's own.
    const organize = await this.organizePath(user.organizeId?.split(',')[0] ?? null);
    const positions = relations.positions;
    return {
      userInfo: {
        userId: user.id,
        userAccount: user.account ?? '',
        userName: user.realName ?? '',
        userGender: user.gender ?? 0,
        headIcon: user.headIcon ?? '',
        isAdministrator: grants.isAdministrator,
        isTourist: relations.roles.some((r) => r.enCode === 'tourist'),
        organizeId: user.organizeId ?? '',
        organizeName: organize.names.join('/'),
        organizeIdList: organize.ids,
        departmentId: organize.departmentId,
        departmentName: organize.departmentName,
        positionIds: positions.map((p) => ({ id: p.id, name: p.fullName ?? '' })),
        positionId: positions[0]?.id ?? '',
        positionName: positions.map((p) => p.fullName).join(','),
        roleIds: relations.roles.map((r) => r.id),
        roleName: relations.roles.map((r) => r.fullName).join(','),
        groupIds: relations.groups.map((g) => g.id),
        groupNames: relations.groups.map((g) => g.fullName).join(','),
        manager: await this.managerOf(user.managerId),
        mobilePhone: user.mobilePhone ?? '',
        email: user.email ?? '',
        birthday: null,
        prevLogin: Number(config.lastLoginTimeSwitch) === 1 ? 1 : 0,
        prevLoginTime: user.prevLoginTime,
        prevLoginIPAddress: user.prevLoginIPAddress ?? '',
        prevLoginIPAddressName: user.prevLoginIPAddress ? placeOfIp(user.prevLoginIPAddress) : '',
        portalId: user.portalId ?? '',
        appPortalId: '',
        systemId: current?.id ?? '',
        systemIds: systems.map((s) => ({ id: s.id, name: s.fullName ?? '', icon: s.icon ?? '', currentSystem: s.id === current?.id })),
        signImg: user.signImg ?? '',
        changePasswordDate: user.changePasswordDate,
        theme: user.theme ?? '',
        language: user.language ?? '',
      },
      menuList,
      routerList,
      permissionList: await this.permissionList(grants, modules),
      sysConfigInfo: {
        sysName: config.sysName,
        sysVersion: config.sysVersion,
        copyright: config.copyright,
        publisher: config.publisher,
        title: config.title,
        logoIcon: config.logoIcon,
        navigationIcon: config.navigationIcon,
        loginIcon: config.loginIcon,
        sidebarLogo: config.sidebarLogo,
        loginNeedCode: Number(config.enableVerificationCode) === 1,
        companyName: config.companyName,
        // Not a JNPF field: the hosts a menu link's ${jnpfToken} may be sent to (src/lib/routes/menu-routes.ts).
        tokenHostAllowList: config.tokenHostAllowList,
      },
    };
  }

  private async grantedSystems(grants: Grants) {
    const rows = await this.db.selectFrom('base_system').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').execute();
    return grants.isAdministrator ? rows : rows.filter((s) => grants.systems.has(s.id));
  }

  private async grantedModules(grants: Grants, systemIds: string[]): Promise<MenuNode[]> {
    if (systemIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('base_module')
      .selectAll()
      .where('enabledMark', '=', 1)
      .where('category', '=', 'Web')
      .where('systemId', 'in', systemIds)
      .orderBy('sortCode')
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keep = new Set<string>();
    for (const row of rows) {
      if (!grants.isAdministrator && !grants.modules.has(row.id)) continue;
      // A granted page brings its catalogue ancestors along, so the tree never dangles.
      for (let node: typeof row | undefined = row; node && !keep.has(node.id); node = byId.get(node.parentId ?? '')) {
        keep.add(node.id);
      }
    }
    return rows
      .filter((r) => keep.has(r.id))
      .map((r) => ({
        id: r.id,
        parentId: r.parentId ?? '-1',
        fullName: r.fullName ?? '',
        enCode: r.enCode ?? '',
        icon: r.icon ?? '',
        type: r.type ?? 2,
        urlAddress: r.urlAddress ?? '',
        linkTarget: r.linkTarget ?? '_self',
        category: r.category ?? 'Web',
        propertyJson: r.propertyJson ?? '{}',
        sortCode: r.sortCode ?? 0,
        systemId: r.systemId ?? '',
        isButtonAuthorize: r.isButtonAuthorize ?? 0,
        isColumnAuthorize: r.isColumnAuthorize ?? 0,
        isFormAuthorize: r.isFormAuthorize ?? 0,
        isDataAuthorize: r.isDataAuthorize ?? 0,
      }));
  }

  private async permissionList(grants: Grants, modules: MenuNode[]) {
    const pages = modules.filter((m) => m.type !== 0 && m.type !== 1);
    if (pages.length === 0) return [];
    const items = await this.db
      .selectFrom('base_module_item')
      .select(['id', 'moduleId', 'kind', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1)
      .where(
        'moduleId',
        'in',
        pages.map((m) => m.id),
      )
      .orderBy('sortCode')
      .execute();
    return pages.map((page) => {
      const mine = items.filter((i) => i.moduleId === page.id && (grants.isAdministrator || grants.items.has(i.id)));
      const pick = (kind: string) => mine.filter((i) => i.kind === kind).map((i) => ({ id: i.id, fullName: i.fullName ?? '', enCode: i.enCode ?? '' }));
      return { modelId: page.id, moduleName: page.fullName, button: pick('button'), column: pick('column'), form: pick('form'), resource: [] };
    });
  }

  private async relations(userId: string) {
    const links = await this.db.selectFrom('base_user_relation').select(['objectType', 'objectId']).where('userId', '=', userId).orderBy('sortCode').execute();
    const idsOf = (type: string) => links.filter((l) => l.objectType === type).map((l) => l.objectId ?? '');
    const roleIds = idsOf('Role');
    const positionIds = idsOf('Position');
    const groupIds = idsOf('Group');
    const roles = roleIds.length ? await this.db.selectFrom('base_role').select(['id', 'fullName', 'enCode']).where('id', 'in', roleIds).execute() : [];
    const positions = positionIds.length ? await this.db.selectFrom('base_position').select(['id', 'fullName']).where('id', 'in', positionIds).execute() : [];
    const groups = groupIds.length ? await this.db.selectFrom('base_group').select(['id', 'fullName']).where('id', 'in', groupIds).execute() : [];
    return { roles, positions, groups };
  }

  private async organizePath(organizeId: string | null) {
    const ids: string[] = [];
    const names: string[] = [];
    let departmentId = '';
    let departmentName = '';
    let cursor = organizeId;
    for (let guard = 0; cursor && guard < 50; guard++) {
      const node = await this.db.selectFrom('base_organize').select(['id', 'parentId', 'fullName', 'type']).where('id', '=', cursor).executeTakeFirst();
      if (!node) break;
      ids.unshift(node.id);
      names.unshift(node.fullName ?? '');
      if (!departmentId && node.type === 'department') {
        departmentId = node.id;
        departmentName = node.fullName ?? '';
      }
      cursor = node.parentId;
    }
    return { ids, names, departmentId, departmentName };
  }

  private async managerOf(managerId: string | null): Promise<string> {
    if (!managerId) return '';
    const manager = await this.db.selectFrom('base_user').select(['realName', 'account']).where('id', '=', managerId).executeTakeFirst();
    return manager ? `${manager.realName}/${manager.account}` : '';
  }
}

function nest(modules: MenuNode[]) {
  const children = toTree(modules);
  return { hasChildren: children.length > 0, children };
}
