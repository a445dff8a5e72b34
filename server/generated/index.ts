// Generated from schemas/*.schema.json — do not edit; run npm run generate
import { areaEntity, areaTable } from "./area.ts";
import { billRuleEntity, billRuleTable } from "./bill-rule.ts";
import { dataInterfaceEntity, dataInterfaceTable } from "./data-interface.ts";
import { dictionaryDataEntity, dictionaryDataTable } from "./dictionary-data.ts";
import { dictionaryTypeEntity, dictionaryTypeTable } from "./dictionary-type.ts";
import { groupEntity, groupTable } from "./group.ts";
import { menuEntity, menuTable } from "./menu.ts";
import { messageTemplateEntity, messageTemplateTable } from "./message-template.ts";
import { moduleItemEntity, moduleItemTable } from "./module-item.ts";
import { noticeEntity, noticeTable } from "./notice.ts";
import { organizeEntity, organizeTable } from "./organize.ts";
import { positionEntity, positionTable } from "./position.ts";
import { printDevEntity, printDevTable } from "./print-dev.ts";
import { roleEntity, roleTable } from "./role.ts";
import { scheduleEntity, scheduleTable } from "./schedule.ts";
import { systemEntity, systemTable } from "./system.ts";
import { userEntity, userTable } from "./user.ts";
import type { TableRow } from "../db/table-model.ts";

export { areaEntity, areaTable } from "./area.ts";
export { billRuleEntity, billRuleTable } from "./bill-rule.ts";
export { dataInterfaceEntity, dataInterfaceTable } from "./data-interface.ts";
export { dictionaryDataEntity, dictionaryDataTable } from "./dictionary-data.ts";
export { dictionaryTypeEntity, dictionaryTypeTable } from "./dictionary-type.ts";
export { groupEntity, groupTable } from "./group.ts";
export { menuEntity, menuTable } from "./menu.ts";
export { messageTemplateEntity, messageTemplateTable } from "./message-template.ts";
export { moduleItemEntity, moduleItemTable } from "./module-item.ts";
export { noticeEntity, noticeTable } from "./notice.ts";
export { organizeEntity, organizeTable } from "./organize.ts";
export { positionEntity, positionTable } from "./position.ts";
export { printDevEntity, printDevTable } from "./print-dev.ts";
export { roleEntity, roleTable } from "./role.ts";
export { scheduleEntity, scheduleTable } from "./schedule.ts";
export { sysConfigSettings } from "./sys-config.ts";
export { systemEntity, systemTable } from "./system.ts";
export { userEntity, userTable } from "./user.ts";

export const generatedEntities = [areaEntity, billRuleEntity, dataInterfaceEntity, dictionaryDataEntity, dictionaryTypeEntity, groupEntity, menuEntity, messageTemplateEntity, moduleItemEntity, noticeEntity, organizeEntity, positionEntity, printDevEntity, roleEntity, scheduleEntity, systemEntity, userEntity];
export const generatedTables = [areaTable, billRuleTable, dataInterfaceTable, dictionaryDataTable, dictionaryTypeTable, groupTable, menuTable, messageTemplateTable, moduleItemTable, noticeTable, organizeTable, positionTable, printDevTable, roleTable, scheduleTable, systemTable, userTable];

/** The row type of every generated table, by table name, for typed Kysely queries. */
export interface GeneratedDatabase {
  base_province: TableRow<typeof areaTable>;
  base_bill_rule: TableRow<typeof billRuleTable>;
  base_data_interface: TableRow<typeof dataInterfaceTable>;
  base_dictionary_data: TableRow<typeof dictionaryDataTable>;
  base_dictionary_type: TableRow<typeof dictionaryTypeTable>;
  base_group: TableRow<typeof groupTable>;
  base_module: TableRow<typeof menuTable>;
  base_message_template: TableRow<typeof messageTemplateTable>;
  base_module_item: TableRow<typeof moduleItemTable>;
  base_message: TableRow<typeof noticeTable>;
  base_organize: TableRow<typeof organizeTable>;
  base_position: TableRow<typeof positionTable>;
  base_print_dev: TableRow<typeof printDevTable>;
  base_role: TableRow<typeof roleTable>;
  base_schedule: TableRow<typeof scheduleTable>;
  base_system: TableRow<typeof systemTable>;
  base_user: TableRow<typeof userTable>;
}
