import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';

export interface PasswordChangeForm {
  oldPassword: string;
  password: string;
  repeatPassword: string;
  code: string;
}

export interface PasswordChangeError {
  field: keyof PasswordChangeForm;
  /** translation key under screens.password */
  key: string;
  params?: Record<string, number>;
}

/** The password reset form's rules in the order spec §5 lists them; the first broken one is reported. */
export function validatePasswordChange(form: PasswordChangeForm, policy: PasswordPolicy): PasswordChangeError | null {
  if (!form.oldPassword) return { field: 'oldPassword', key: 'oldRequired' };
  if (!form.password) return { field: 'password', key: 'newRequired' };
  if (Number(policy.passwordStrengthLimit) === 1) {
    const min = Number(policy.passwordLengthMinNumber) || 0;
    if (Number(policy.passwordLengthMin) === 1 && form.password.length < min) return { field: 'password', key: 'tooShort', params: { n: min } };
    if (Number(policy.containsNumbers) === 1 && !/\d/.test(form.password)) return { field: 'password', key: 'needsDigit' };
    if (Number(policy.includeLowercaseLetters) === 1 && !/[a-z]/.test(form.password)) return { field: 'password', key: 'needsLower' };
    if (Number(policy.includeUppercaseLetters) === 1 && !/[A-Z]/.test(form.password)) return { field: 'password', key: 'needsUpper' };
    if (Number(policy.containsCharacters) === 1 && !/[^A-Za-z0-9]/.test(form.password)) return { field: 'password', key: 'needsSymbol' };
  }
  if (!form.repeatPassword) return { field: 'repeatPassword', key: 'repeatRequired' };
  if (form.repeatPassword !== form.password) return { field: 'repeatPassword', key: 'mismatch' };
  if (!form.code) return { field: 'code', key: 'codeRequired' };
  return null;
}

/** The forced change: the user never changed the password and the policy demands it (spec §4). */
export function mustChangePassword(changePasswordDate: number | null | undefined, policy: PasswordPolicy): boolean {
  return (changePasswordDate === null || changePasswordDate === undefined) && Number(policy.mandatoryModificationOfInitialPassword) === 1;
}
