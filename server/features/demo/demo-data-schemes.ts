import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { insertRows } from './insert-rows.ts';

/**
 * Data permissions in the demo (issue 15 point 2): 提箱申请 (the online form of menu
 * m-container-apply, whose records carry the applying department and are created by staff of
 * 操作部 and by the terminal company's manager) judges its data, with three schemes. Staff
 * (操作部) are granted 本部门及下级 and see the applications created in their department only;
 * the company administrator and the system administrator's role are granted 全部数据.
 */

/** The menus that judge their data (base_module.isDataAuthorize = 1). */
export const demoDataAuthorizeMenus = ['m-container-apply'];

const condition = (field: string, op: string, value: string) => ({ field, op, value });

export const demoDataSchemes = [
  {
    id: 'ds-apply-own',
    moduleId: 'm-container-apply',
    fullName: '本人创建',
    enCode: 'ownCreated',
    allData: 0,
    matchLogic: 'and',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [condition('creatorUserId', '==', '@userId')] }]),
    conditionText: '创建人 等于 当前用户',
    sortCode: 0,
  },
  {
    id: 'ds-apply-department',
    moduleId: 'm-container-apply',
    fullName: '本部门及下级',
    enCode: 'ownDepartment',
    allData: 0,
    matchLogic: 'and',
    conditionJson: JSON.stringify([{ logic: 'and', groups: [condition('@creatorOrganize', 'in', '@organizationAndSuborganization')] }]),
    conditionText: '创建人所属组织 包含任意 当前组织及子组织',
    sortCode: 1,
  },
  {
    id: 'ds-apply-all',
    moduleId: 'm-container-apply',
    fullName: '全部数据',
    enCode: 'allData',
    allData: 1,
    matchLogic: 'and',
    conditionJson: '[]',
    conditionText: '全部数据',
    sortCode: 2,
  },
];

/** Which schemes each demo role is granted (base_authorize itemType 'resource', as the authorise dialog grants them). */
export const demoDataSchemeGrants: { roleId: string; schemeIds: string[] }[] = [
  { roleId: 'role-admin', schemeIds: demoDataSchemes.map((scheme) => scheme.id) },
  { roleId: 'role-company-admin', schemeIds: ['ds-apply-all'] },
  { roleId: 'role-staff', schemeIds: ['ds-apply-department'] },
];

/** Writes the above inside the demo loader's transaction, after the menus and the roles' other grants. */
export async function loadDemoDataSchemes(trx: Db, audit: { creatorTime: number; creatorUserId: string }): Promise<void> {
  await trx.updateTable('base_module').set({ isDataAuthorize: 1 }).where('id', 'in', demoDataAuthorizeMenus).execute();
  await insertRows(
    trx,
    'base_module_scheme',
    demoDataSchemes.map((scheme) => ({ ...scheme, enabledMark: 1, description: '', ...audit, lastModifyTime: null, lastModifyUserId: null })),
  );
  await insertRows(
    trx,
    'base_authorize',
    demoDataSchemeGrants.flatMap((grant) =>
      grant.schemeIds.map((itemId) => ({ id: newId(), objectType: 'Role', objectId: grant.roleId, itemType: 'resource', itemId })),
    ),
  );
}
