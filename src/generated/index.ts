// Generated from schemas/*.schema.json — do not edit; run npm run generate
import { areaResource } from "./area.ts";
import { billRuleResource } from "./bill-rule.ts";
import { dataInterfaceResource } from "./data-interface.ts";
import { dictionaryDataResource } from "./dictionary-data.ts";
import { dictionaryTypeResource } from "./dictionary-type.ts";
import { groupResource } from "./group.ts";
import { menuResource } from "./menu.ts";
import { messageTemplateResource } from "./message-template.ts";
import { organizeResource } from "./organize.ts";
import { positionResource } from "./position.ts";
import { printDevResource } from "./print-dev.ts";
import { roleResource } from "./role.ts";
import { systemResource } from "./system.ts";
import { userResource } from "./user.ts";

export { areaResource } from "./area.ts";
export type { Area } from "./area.ts";
export { billRuleResource } from "./bill-rule.ts";
export type { BillRule } from "./bill-rule.ts";
export { dataInterfaceResource } from "./data-interface.ts";
export type { DataInterface } from "./data-interface.ts";
export { dictionaryDataResource } from "./dictionary-data.ts";
export type { DictionaryData } from "./dictionary-data.ts";
export { dictionaryTypeResource } from "./dictionary-type.ts";
export type { DictionaryType } from "./dictionary-type.ts";
export { groupResource } from "./group.ts";
export type { Group } from "./group.ts";
export { menuResource } from "./menu.ts";
export type { Menu } from "./menu.ts";
export { messageTemplateResource } from "./message-template.ts";
export type { MessageTemplate } from "./message-template.ts";
export { organizeResource } from "./organize.ts";
export type { Organize } from "./organize.ts";
export { positionResource } from "./position.ts";
export type { Position } from "./position.ts";
export { printDevResource } from "./print-dev.ts";
export type { PrintDev } from "./print-dev.ts";
export { roleResource } from "./role.ts";
export type { Role } from "./role.ts";
export { systemResource } from "./system.ts";
export type { System } from "./system.ts";
export { userResource } from "./user.ts";
export type { User } from "./user.ts";

/** Every generated resource: the data provider serves them all, the menu pages those with a page key. */
export const generatedResources = [areaResource, billRuleResource, dataInterfaceResource, dictionaryDataResource, dictionaryTypeResource, groupResource, menuResource, messageTemplateResource, organizeResource, positionResource, printDevResource, roleResource, systemResource, userResource];
