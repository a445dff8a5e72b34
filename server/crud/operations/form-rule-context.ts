import { AppError } from '../../core/http/app-error.ts';
import type { FormRuleContext } from '../form-rules.ts';
import { tablesOf, type OperationContext } from './context.ts';

/** What the form rules (../form-rules.ts) need of an operation's context. */
export const formRuleContext = (context: OperationContext): FormRuleContext => ({
  db: tablesOf(context),
  userId: context.caller.userId,
  now: Date.now(),
  billNumber:
    context.billNumber ??
    (() => {
      throw new AppError('billRuleMissing');
    }),
});
