// Generated from schemas/*.schema.json — do not edit; run npm run generate
import { areaHandlers } from "./area.ts";
import { billRuleHandlers } from "./bill-rule.ts";
import { dataInterfaceHandlers } from "./data-interface.ts";
import { dictionaryDataHandlers } from "./dictionary-data.ts";
import { dictionaryTypeHandlers } from "./dictionary-type.ts";
import { groupHandlers } from "./group.ts";
import { menuHandlers } from "./menu.ts";
import { messageTemplateHandlers } from "./message-template.ts";
import { organizeHandlers } from "./organize.ts";
import { positionHandlers } from "./position.ts";
import { printDevHandlers } from "./print-dev.ts";
import { roleHandlers } from "./role.ts";
import { systemHandlers } from "./system.ts";
import { userHandlers } from "./user.ts";

export { areaHandlers, areaSeed } from "./area.ts";
export { billRuleHandlers, billRuleSeed } from "./bill-rule.ts";
export { dataInterfaceHandlers, dataInterfaceSeed } from "./data-interface.ts";
export { dictionaryDataHandlers, dictionaryDataSeed } from "./dictionary-data.ts";
export { dictionaryTypeHandlers, dictionaryTypeSeed } from "./dictionary-type.ts";
export { groupHandlers, groupSeed } from "./group.ts";
export { menuHandlers, menuSeed } from "./menu.ts";
export { messageTemplateHandlers, messageTemplateSeed } from "./message-template.ts";
export { organizeHandlers, organizeSeed } from "./organize.ts";
export { positionHandlers, positionSeed } from "./position.ts";
export { printDevHandlers, printDevSeed } from "./print-dev.ts";
export { roleHandlers, roleSeed } from "./role.ts";
export { systemHandlers, systemSeed } from "./system.ts";
export { userHandlers, userSeed } from "./user.ts";

export const generatedHandlers = [...areaHandlers, ...billRuleHandlers, ...dataInterfaceHandlers, ...dictionaryDataHandlers, ...dictionaryTypeHandlers, ...groupHandlers, ...menuHandlers, ...messageTemplateHandlers, ...organizeHandlers, ...positionHandlers, ...printDevHandlers, ...roleHandlers, ...systemHandlers, ...userHandlers];
