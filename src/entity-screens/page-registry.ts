import {
  areaResource,
  billRuleResource,
  groupResource,
  menuResource,
  organizeResource,
  positionResource,
  roleResource,
  systemResource,
  userResource,
  dataInterfaceResource,
  dictionaryDataResource,
  dictionaryTypeResource,
  messageTemplateResource,
  printDevResource,
} from '../generated/index.ts';
import type { EntityResource } from '../data/entity-resource.ts';
import { billRuleExample } from './bill-rule-example.ts';

/** Every generated resource by name, for the data provider. */
export const resources: Record<string, EntityResource> = {
  billRule: billRuleResource,
  dictionaryType: dictionaryTypeResource,
  dictionaryData: dictionaryDataResource,
  printDev: printDevResource,
  dataInterface: dataInterfaceResource,
  messageTemplate: messageTemplateResource,
  organize: organizeResource,
  position: positionResource,
  role: roleResource,
  group: groupResource,
  area: areaResource,
  system: systemResource,
  menu: menuResource,
  user: userResource,
};

/** Menu page keys (urlAddress) served by the generic entity screen. */
export const entityPages: Record<string, EntityResource> = {
  'system/billRule': billRuleResource,
  'system/printDev': printDevResource,
  'systemData/dataInterface': dataInterfaceResource,
  'msgCenter/msgTemplate': messageTemplateResource,
  'permission/organize': organizeResource,
  'permission/position': positionResource,
  'permission/role': roleResource,
  'permission/userGroup': groupResource,
  'system/area': areaResource,
  'system/system': systemResource,
  'system/menu': menuResource,
  'permission/user': userResource,
};

/** Screens whose dialog computes fields while the user types, by resource name. */
export const formDerivations: Record<string, (data: Record<string, unknown>) => Record<string, unknown>> = {
  billRule: billRuleExample,
};
