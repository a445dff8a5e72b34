/**
 * Field validation shared by the browser and the server (spec §5): the pattern-rule catalogue, the
 * required and regList checks of form items and sub-table cells, and the translated text of any
 * ajv keyword failure. One module, so both halves word a failure the same way.
 */
export { PATTERN_RULES, PATTERN_RULE_NAMES, bodyPatternOf, patternRuleMessage } from './pattern-rules.ts';
export { isEmptyValue, parseRegPattern, firstRuleFailure, requiredMessage, checkItemValue } from './rules.ts';
export { localizedRuleMessage } from './ajv-messages.ts';
export type { AjvIssue } from './ajv-messages.ts';
