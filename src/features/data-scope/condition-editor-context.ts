import { createContext } from 'react';
import type { SchemeField } from './conditions.ts';

/**
 * What the scheme dialog tells its condition editor, an rjsf widget that rjsf draws and so cannot
 * be handed props: the fields the menu's records have, and whether a refused save asked it to say
 * what is wrong with each row (before that, a row still being filled in is not called wrong).
 */
export interface ConditionEditorSettings {
  fields: readonly SchemeField[];
  showProblems: boolean;
}

export const ConditionEditorContext = createContext<ConditionEditorSettings>({ fields: [], showProblems: false });
