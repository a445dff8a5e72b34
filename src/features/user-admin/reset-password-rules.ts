import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';
import { validatePasswordChange, type PasswordChangeError } from '../../components/password-change/validate-password-change.ts';

/** The reset dialog's two fields. */
export interface ResetPasswordForm {
  password: string;
  repeatPassword: string;
}

/**
 * The first broken rule of an administrator's password reset, or null: the password change's own
 * rules in the spec's order and words (spec shell §5; screens.password keys), so the policy is
 * judged in one place. A reset asks for neither the old password nor a captcha, so those two are
 * handed over as given.
 */
export function resetPasswordProblem(form: ResetPasswordForm, policy: PasswordPolicy): (PasswordChangeError & { field: keyof ResetPasswordForm }) | null {
  const problem = validatePasswordChange({ oldPassword: 'not asked', code: 'not asked', ...form }, policy);
  if (!problem || (problem.field !== 'password' && problem.field !== 'repeatPassword')) return null;
  return { ...problem, field: problem.field };
}
