export { runFormScript, runClickScript, hasScript } from './form-script.ts';
export type { FormScriptContext, FormScriptEffect, FormScriptOptions, FormScriptResult } from './form-script.ts';
