// Generated from schemas/*.schema.json — do not edit; run npm run generate
import { areaModel, type AreaRow } from "./area.ts";
import { billRuleModel, type BillRuleRow } from "./bill-rule.ts";
import { companyAdminApplyModel, type CompanyAdminApplyRow } from "./company-admin-apply.ts";
import { dataInterfaceModel, type DataInterfaceRow } from "./data-interface.ts";
import { dictionaryDataModel, type DictionaryDataRow } from "./dictionary-data.ts";
import { dictionaryTypeModel, type DictionaryTypeRow } from "./dictionary-type.ts";
import { feeSettlementModel, type FeeSettlementRow } from "./fee-settlement.ts";
import { groupModel, type GroupRow } from "./group.ts";
import { menuModel, type MenuRow } from "./menu.ts";
import { messageTemplateModel, type MessageTemplateRow } from "./message-template.ts";
import { moduleDataSchemeModel, type ModuleDataSchemeRow } from "./module-data-scheme.ts";
import { moduleItemModel, type ModuleItemRow } from "./module-item.ts";
import { noticeModel, type NoticeRow } from "./notice.ts";
import { organizeModel, type OrganizeRow } from "./organize.ts";
import { positionModel, type PositionRow } from "./position.ts";
import { printDevModel, type PrintDevRow } from "./print-dev.ts";
import { roleModel, type RoleRow } from "./role.ts";
import { scheduleModel, type ScheduleRow } from "./schedule.ts";
import { sendMessageConfigModel, type SendMessageConfigRow } from "./send-message-config.ts";
import { sysConfigModel } from "./sys-config.ts";
import { systemModel, type SystemRow } from "./system.ts";
import { userModel, type UserRow } from "./user.ts";
import { userAuditModel, type UserAuditRow } from "./user-audit.ts";
import { visualDevModel, type VisualDevRow } from "./visual-dev.ts";

export * from "./area.ts";
export * from "./bill-rule.ts";
export * from "./company-admin-apply.ts";
export * from "./data-interface.ts";
export * from "./dictionary-data.ts";
export * from "./dictionary-type.ts";
export * from "./fee-settlement.ts";
export * from "./group.ts";
export * from "./menu.ts";
export * from "./message-template.ts";
export * from "./module-data-scheme.ts";
export * from "./module-item.ts";
export * from "./notice.ts";
export * from "./organize.ts";
export * from "./position.ts";
export * from "./print-dev.ts";
export * from "./role.ts";
export * from "./schedule.ts";
export * from "./send-message-config.ts";
export * from "./sys-config.ts";
export * from "./system.ts";
export * from "./user.ts";
export * from "./user-audit.ts";
export * from "./visual-dev.ts";

/** The entities whose rows live in a table, by name: the CRUD runtime serves them. */
export const tableModels = {
  area: areaModel,
  billRule: billRuleModel,
  companyAdminApply: companyAdminApplyModel,
  dataInterface: dataInterfaceModel,
  dictionaryData: dictionaryDataModel,
  dictionaryType: dictionaryTypeModel,
  feeSettlement: feeSettlementModel,
  group: groupModel,
  menu: menuModel,
  messageTemplate: messageTemplateModel,
  moduleDataScheme: moduleDataSchemeModel,
  moduleItem: moduleItemModel,
  notice: noticeModel,
  organize: organizeModel,
  position: positionModel,
  printDev: printDevModel,
  role: roleModel,
  schedule: scheduleModel,
  sendMessageConfig: sendMessageConfigModel,
  system: systemModel,
  user: userModel,
  userAudit: userAuditModel,
  visualDev: visualDevModel,
};
/** The settings objects, by name: each kept by its own hand-written service. */
export const settingsModels = {
  sysConfig: sysConfigModel,
};
/** Every model, in name order. */
export const entityModels = [
  areaModel,
  billRuleModel,
  companyAdminApplyModel,
  dataInterfaceModel,
  dictionaryDataModel,
  dictionaryTypeModel,
  feeSettlementModel,
  groupModel,
  menuModel,
  messageTemplateModel,
  moduleDataSchemeModel,
  moduleItemModel,
  noticeModel,
  organizeModel,
  positionModel,
  printDevModel,
  roleModel,
  scheduleModel,
  sendMessageConfigModel,
  sysConfigModel,
  systemModel,
  userModel,
  userAuditModel,
  visualDevModel,
];

/** The row type of every generated table, by table name (the Kysely database type extends it). */
export interface GeneratedTables {
  base_province: AreaRow;
  base_bill_rule: BillRuleRow;
  base_company_admin_apply: CompanyAdminApplyRow;
  base_data_interface: DataInterfaceRow;
  base_dictionary_data: DictionaryDataRow;
  base_dictionary_type: DictionaryTypeRow;
  biz_fee_settlement: FeeSettlementRow;
  base_group: GroupRow;
  base_module: MenuRow;
  base_message_template: MessageTemplateRow;
  base_module_scheme: ModuleDataSchemeRow;
  base_module_item: ModuleItemRow;
  base_message: NoticeRow;
  base_organize: OrganizeRow;
  base_position: PositionRow;
  base_print_dev: PrintDevRow;
  base_role: RoleRow;
  base_schedule: ScheduleRow;
  base_message_send_config: SendMessageConfigRow;
  base_system: SystemRow;
  base_user: UserRow;
  base_user_audit: UserAuditRow;
  base_visual_dev: VisualDevRow;
}
