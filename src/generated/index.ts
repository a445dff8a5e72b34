// Generated from schemas/*.schema.json — do not edit; run npm run generate
export { billRuleResource } from "./bill-rule.ts";
export type { BillRule } from "./bill-rule.ts";
export { dataInterfaceResource } from "./data-interface.ts";
export type { DataInterface } from "./data-interface.ts";
export { dictionaryDataResource } from "./dictionary-data.ts";
export type { DictionaryData } from "./dictionary-data.ts";
export { dictionaryTypeResource } from "./dictionary-type.ts";
export type { DictionaryType } from "./dictionary-type.ts";
export { messageTemplateResource } from "./message-template.ts";
export type { MessageTemplate } from "./message-template.ts";
export { printDevResource } from "./print-dev.ts";
export type { PrintDev } from "./print-dev.ts";
