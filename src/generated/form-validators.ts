// Generated from schemas/*.schema.json — do not edit; run npm run generate
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A resource's precompiled form validators: its forms' schemas and the functions by schema hash. */
export interface FormValidatorsModule {
  formSchemas: RJSFSchema[];
  default: ValidatorFunctions;
}

/** By resource name: each module is its own chunk, downloaded when one of its forms first shows. */
export const formValidatorModules: Record<string, () => Promise<FormValidatorsModule>> = {
  "area": () => import('./area.form-validators.ts'),
  "billRule": () => import('./bill-rule.form-validators.ts'),
  "dataInterface": () => import('./data-interface.form-validators.ts'),
  "dictionaryData": () => import('./dictionary-data.form-validators.ts'),
  "dictionaryType": () => import('./dictionary-type.form-validators.ts'),
  "group": () => import('./group.form-validators.ts'),
  "menu": () => import('./menu.form-validators.ts'),
  "messageTemplate": () => import('./message-template.form-validators.ts'),
  "moduleItem": () => import('./module-item.form-validators.ts'),
  "notice": () => import('./notice.form-validators.ts'),
  "organize": () => import('./organize.form-validators.ts'),
  "position": () => import('./position.form-validators.ts'),
  "printDev": () => import('./print-dev.form-validators.ts'),
  "role": () => import('./role.form-validators.ts'),
  "schedule": () => import('./schedule.form-validators.ts'),
  "sysConfig": () => import('./sys-config.form-validators.ts'),
  "system": () => import('./system.form-validators.ts'),
  "user": () => import('./user.form-validators.ts'),
};
