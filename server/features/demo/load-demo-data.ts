import type { Db } from '../../core/db/database.ts';
import { hashPassword, md5Hex } from '../../core/identity/password-hash.ts';
import { newId } from '../../core/db/ids.ts';
import {
  demoBillRules,
  DEMO_PASSWORD,
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
import type { Kysely } from 'kysely';
import dayjs from 'dayjs';
import { loadDemoMessages } from './demo-messages.ts';
import { loadDemoEmails } from './demo-emails.ts';
import { demoFrameConfig } from './demo-framed.ts';
import { demoDataInterfaces } from './demo-data-interfaces.ts';
import { loadDemoDesigns } from './load-demo-designs.ts';
import { loadDemoCompanyApplications } from './demo-company-applications.ts';
import { loadDemoDataSchemes } from './demo-data-schemes.ts';
import { loadDemoTemplates } from './demo-templates.ts';

/** Loads the demo data into an empty database; a database that has any user is left alone. */
export async function loadDemoData(db: Db): Promise<boolean> {
  const anyUser = await db.selectFrom('base_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const now = Date.now();
  const audit = { creatorTime: now, creatorUserId: 'user-admin', lastModifyTime: null, lastModifyUserId: null };
  // One scrypt for every demo account (they share the published demo password): a fresh start waited ~0.4 s on one per user.
  const passwordHash = await hashPassword(md5Hex(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    for (const [index, o] of demoOrganizes.entries()) {
      await trx
        .insertInto('base_organize')
        .values({ ...o, managerId: null, propertyJson: '{}', enabledMark: 1, sortCode: index, description: '', ...audit })
        .execute();
    }
    for (const [index, p] of demoPositions.entries()) {
      await trx
        .insertInto('base_position')
        .values({ ...p, enabledMark: 1, sortCode: index, description: '', ...audit })
        .execute();
    }
    for (const [index, r] of demoRoles.entries()) {
      await trx
        .insertInto('base_role')
        .values({ ...r, organizeIdsTree: JSON.stringify(r.organizeIdsTree), enabledMark: 1, sortCode: index, description: '', ...audit })
        .execute();
    }
    for (const [index, area] of demoAreas.entries()) {
      await trx
        .insertInto('base_province')
        .values({ ...area, enabledMark: 1, sortCode: index, description: '', ...audit })
        .execute();
    }
    for (const [index, g] of demoGroups.entries()) {
      await trx
        .insertInto('base_group')
        .values({ ...g, enabledMark: 1, sortCode: index, description: '', ...audit })
        .execute();
    }
    for (const s of demoSystems) {
      await trx
        .insertInto('base_system')
        .values({ ...s, propertyJson: '{}', enabledMark: 1, description: '', ...audit })
        .execute();
    }
    for (const m of demoMenus) {
      await trx
        .insertInto('base_module')
        .values({
          ...m,
          category: 'Web',
          isButtonAuthorize: demoModuleItems.some((i) => i.moduleId === m.id && i.kind === 'button') ? 1 : 0,
          isColumnAuthorize: demoModuleItems.some((i) => i.moduleId === m.id && i.kind === 'column') ? 1 : 0,
          isFormAuthorize: demoModuleItems.some((i) => i.moduleId === m.id && i.kind === 'form') ? 1 : 0,
          isDataAuthorize: 0,
          enabledMark: 1,
          description: '',
          ...audit,
        })
        .execute();
    }
    for (const [id, value] of Object.entries(demoFrameConfig)) {
      await trx.insertInto('base_sys_config').values({ id, value, category: 'SysConfig' }).execute();
    }
    for (const i of demoModuleItems) {
      await trx
        .insertInto('base_module_item')
        .values({ ...i, parentId: null, icon: null, bindTable: null, enabledMark: 1, ...audit })
        .execute();
    }
    for (const grant of demoGrants) {
      const rows = [
        ...grant.systems.map((itemId) => ({ itemType: 'system', itemId })),
        ...grant.modules.map((itemId) => ({ itemType: 'module', itemId })),
        ...grant.items.map((itemId) => ({ itemType: 'item', itemId })),
      ];
      for (const row of rows) {
        await trx
          .insertInto('base_authorize')
          .values({ id: newId(), objectType: 'Role', objectId: grant.roleId, ...row })
          .execute();
      }
    }
    await loadDemoDataSchemes(trx, audit);
    // Dictionary tables come from schemas/; rows are written by name.
    const dictionaries = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const [index, d] of demoDictionaries.entries()) {
      await dictionaries
        .insertInto('base_dictionary_type')
        .values({ id: d.id, parentId: '-1', fullName: d.fullName, enCode: d.enCode, isTree: d.isTree, sortCode: index, description: '', ...audit })
        .execute();
      for (const [order, item] of d.items.entries()) {
        await dictionaries
          .insertInto('base_dictionary_data')
          .values({
            id: item.id,
            dictionaryTypeId: d.id,
            parentId: item.parentId ?? '0',
            fullName: item.fullName,
            enCode: item.enCode,
            enabledMark: 1,
            sortCode: order,
            description: item.description ?? '',
            ...audit,
          })
          .execute();
      }
    }
    for (const [index, dataInterface] of demoDataInterfaces.entries()) {
      await dictionaries
        .insertInto('base_data_interface')
        .values({ ...dataInterface, dbLinkId: '0', enabledMark: 1, sortCode: index, ...audit })
        .execute();
    }
    for (const [index, rule] of demoBillRules.entries()) {
      // The rule dialog's live preview (spec §4): prefix, today in the rule's format, the start number.
      const example = `${rule.prefix}${rule.dateFormat === 'no' ? '' : dayjs().format(rule.dateFormat.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD'))}${rule.startNumber}`;
      await dictionaries
        .insertInto('base_bill_rule')
        .values({ ...rule, example, sortCode: index, enabledMark: 1, description: '', thisNumber: 0, outputNumber: null, ...audit })
        .execute();
    }
    // The port's business modules: released online designs, their tables and records.
    await loadDemoDesigns(trx, audit);
    await loadDemoTemplates(trx, audit);
    for (const [index, u] of demoUsers.entries()) {
      await trx
        .insertInto('base_user')
        .values({
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
        })
        .execute();
      const links = [
        ...u.roleIds.map((objectId) => ({ objectType: 'Role', objectId })),
        ...u.positionIds.map((objectId) => ({ objectType: 'Position', objectId })),
        ...u.groupIds.map((objectId) => ({ objectType: 'Group', objectId })),
        { objectType: 'Organize', objectId: u.organizeId },
      ];
      for (const [sortCode, link] of links.entries()) {
        await trx
          .insertInto('base_user_relation')
          .values({ id: newId(), userId: u.id, ...link, sortCode })
          .execute();
      }
    }
  });
  await loadDemoMessages(db);
  await loadDemoEmails(db);
  await loadDemoCompanyApplications(db, passwordHash);
  return true;
}
