// Generated from schemas/*.schema.json — do not edit; run npm run generate
import { billRuleEntity, billRuleTable } from "./bill-rule.ts";
import { dataInterfaceEntity, dataInterfaceTable } from "./data-interface.ts";
import { dictionaryDataEntity, dictionaryDataTable } from "./dictionary-data.ts";
import { dictionaryTypeEntity, dictionaryTypeTable } from "./dictionary-type.ts";
import { messageTemplateEntity, messageTemplateTable } from "./message-template.ts";
import { printDevEntity, printDevTable } from "./print-dev.ts";

export { billRuleEntity, billRuleTable } from "./bill-rule.ts";
export { dataInterfaceEntity, dataInterfaceTable } from "./data-interface.ts";
export { dictionaryDataEntity, dictionaryDataTable } from "./dictionary-data.ts";
export { dictionaryTypeEntity, dictionaryTypeTable } from "./dictionary-type.ts";
export { messageTemplateEntity, messageTemplateTable } from "./message-template.ts";
export { printDevEntity, printDevTable } from "./print-dev.ts";

export const generatedEntities = [billRuleEntity, dataInterfaceEntity, dictionaryDataEntity, dictionaryTypeEntity, messageTemplateEntity, printDevEntity];
export const generatedTables = [billRuleTable, dataInterfaceTable, dictionaryDataTable, dictionaryTypeTable, messageTemplateTable, printDevTable];
