import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import {
  demoBillRules,
  demoGrants,
  demoAreas,
  demoGroups,
  demoMenus,
  demoModuleItems,
  demoOrganizes,
  demoPositions,
  demoRoles,
  demoSystems,
  demoUsers,
  demoDictionaries,
} from './demo-data.ts';
import dayjs from 'dayjs';
import { loadDemoMessages } from './demo-messages.ts';
import { loadDemoEmails } from './demo-emails.ts';
import { demoFrameConfig } from './demo-framed.ts';
import { demoDataInterfaces } from './demo-data-interfaces.ts';
import { loadDemoDesigns } from './load-demo-designs.ts';
import { loadDemoCompanyApplications } from './demo-company-applications.ts';
import { loadDemoDataSchemes } from './demo-data-schemes.ts';
import { loadDemoTemplates } from './demo-templates.ts';
import { DEMO_PASSWORD_HASH } from './demo-password-hash.ts';
import { insertRows } from './insert-rows.ts';
import { hasUsers } from './has-users.ts';

/**
 * Loads the demo data into an empty database; a database that has any user is left alone. One
 * transaction for all of it, and one statement per table rather than per row (insert-rows.ts): a
 * failure leaves no half-filled demo behind, and a fresh start does not commit hundreds of times.
 * server/boot.ts imports this file only when the database has no user yet, so a second start
 * neither parses nor builds the demo rows.
 */
export async function loadDemoData(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const now = Date.now();
  const audit = { creatorTime: now, creatorUserId: 'user-admin', lastModifyTime: null, lastModifyUserId: null };
  const passwordHash = DEMO_PASSWORD_HASH;
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      'base_organize',
      demoOrganizes.map((o, index) => ({ ...o, managerId: null, propertyJson: '{}', enabledMark: 1, sortCode: index, description: '', ...audit })),
    );
    await insertRows(
      trx,
      'base_position',
      demoPositions.map((p, index) => ({ ...p, enabledMark: 1, sortCode: index, description: '', ...audit })),
    );
    await insertRows(
      trx,
      'base_role',
      demoRoles.map((r, index) => ({ ...r, organizeIdsTree: JSON.stringify(r.organizeIdsTree), enabledMark: 1, sortCode: index, description: '', ...audit })),
    );
    await insertRows(
      trx,
      'base_province',
      demoAreas.map((area, index) => ({ ...area, enabledMark: 1, sortCode: index, description: '', ...audit })),
    );
    await insertRows(
      trx,
      'base_group',
      demoGroups.map((g, index) => ({ ...g, enabledMark: 1, sortCode: index, description: '', ...audit })),
    );
    await insertRows(
      trx,
      'base_system',
      demoSystems.map((s) => ({ ...s, propertyJson: '{}', enabledMark: 1, description: '', ...audit })),
    );
    const itemKinds = (moduleId: string) => new Set(demoModuleItems.filter((i) => i.moduleId === moduleId).map((i) => i.kind));
    await insertRows(
      trx,
      'base_module',
      demoMenus.map((m) => {
        const kinds = itemKinds(m.id);
        return {
          ...m,
          category: 'Web',
          isButtonAuthorize: kinds.has('button') ? 1 : 0,
          isColumnAuthorize: kinds.has('column') ? 1 : 0,
          isFormAuthorize: kinds.has('form') ? 1 : 0,
          isDataAuthorize: 0,
          enabledMark: 1,
          description: '',
          ...audit,
        };
      }),
    );
    await insertRows(
      trx,
      'base_sys_config',
      Object.entries(demoFrameConfig).map(([id, value]) => ({ id, value, category: 'SysConfig' })),
    );
    await insertRows(
      trx,
      'base_module_item',
      demoModuleItems.map((i) => ({ ...i, parentId: null, icon: null, bindTable: null, enabledMark: 1, ...audit })),
    );
    await insertRows(
      trx,
      'base_authorize',
      demoGrants.flatMap((grant) =>
        [
          ...grant.systems.map((itemId) => ({ itemType: 'system', itemId })),
          ...grant.modules.map((itemId) => ({ itemType: 'module', itemId })),
          ...grant.items.map((itemId) => ({ itemType: 'item', itemId })),
        ].map((row) => ({ id: newId(), objectType: 'Role', objectId: grant.roleId, ...row })),
      ),
    );
    await loadDemoDataSchemes(trx, audit);
    // Dictionary tables come from schemas/; rows are written by name.
    await insertRows(
      trx,
      'base_dictionary_type',
      demoDictionaries.map((d, index) => ({
        id: d.id,
        parentId: '-1',
        fullName: d.fullName,
        enCode: d.enCode,
        isTree: d.isTree,
        sortCode: index,
        description: '',
        ...audit,
      })),
    );
    await insertRows(
      trx,
      'base_dictionary_data',
      demoDictionaries.flatMap((d) =>
        d.items.map((item, order) => ({
          id: item.id,
          dictionaryTypeId: d.id,
          parentId: item.parentId ?? '0',
          fullName: item.fullName,
          enCode: item.enCode,
          enabledMark: 1,
          sortCode: order,
          description: item.description ?? '',
          ...audit,
        })),
      ),
    );
    await insertRows(
      trx,
      'base_data_interface',
      demoDataInterfaces.map((dataInterface, index) => ({ ...dataInterface, dbLinkId: '0', enabledMark: 1, sortCode: index, ...audit })),
    );
    await insertRows(
      trx,
      'base_bill_rule',
      demoBillRules.map((rule, index) => {
        // The rule dialog's live preview (spec §4): prefix, today in the rule's format, the start number.
        const example = `${rule.prefix}${rule.dateFormat === 'no' ? '' : dayjs().format(rule.dateFormat.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD'))}${rule.startNumber}`;
        return { ...rule, example, sortCode: index, enabledMark: 1, description: '', thisNumber: 0, outputNumber: null, ...audit };
      }),
    );
    // The port's business modules: released online designs, their tables and records.
    await loadDemoDesigns(trx, audit);
    await loadDemoTemplates(trx, audit);
    await insertRows(
      trx,
      'base_user',
      demoUsers.map((u, index) => ({
        id: u.id,
        account: u.account,
        realName: u.realName,
        passwordHash,
        gender: u.gender,
        headIcon: '',
        mobilePhone: u.mobilePhone,
        email: u.email,
        organizeId: u.organizeId,
        managerId: u.account === 'staff' ? 'user-manager' : null,
        isAdministrator: u.isAdministrator,
        enabledMark: 1,
        errorCount: 0,
        unlockTime: null,
        theme: 'blend',
        language: 'zh',
        portalId: '',
        systemId: 'sys-port',
        signImg: '',
        // The demo passwords count as chosen, so the forced first change does not stand in the way.
        changePasswordDate: now,
        prevLoginTime: null,
        prevLoginIPAddress: null,
        lastLoginTime: null,
        lastLoginIPAddress: null,
        description: '',
        sortCode: index,
        ...audit,
      })),
    );
    await insertRows(
      trx,
      'base_user_relation',
      demoUsers.flatMap((u) =>
        [
          ...u.roleIds.map((objectId) => ({ objectType: 'Role', objectId })),
          ...u.positionIds.map((objectId) => ({ objectType: 'Position', objectId })),
          ...u.groupIds.map((objectId) => ({ objectType: 'Group', objectId })),
          { objectType: 'Organize', objectId: u.organizeId },
        ].map((link, sortCode) => ({ id: newId(), userId: u.id, ...link, sortCode })),
      ),
    );
    await loadDemoMessages(trx);
    await loadDemoEmails(trx);
    await loadDemoCompanyApplications(trx, passwordHash);
  });
  return true;
}
