/** The build's precompiled form validators (build/form-validators-plugin.ts): virtual modules, no file. */
declare module 'virtual:form-validators' {
  import type { RJSFSchema } from '@rjsf/utils';
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  /** A resource's precompiled form validators: its forms' schemas and the functions by schema hash. */
  export interface FormValidatorsModule {
    formSchemas: RJSFSchema[];
    default: ValidatorFunctions;
  }

  /** By resource name: each module is its own chunk, downloaded when one of its forms first shows. */
  export const formValidatorModules: Record<string, () => Promise<FormValidatorsModule>>;
}
