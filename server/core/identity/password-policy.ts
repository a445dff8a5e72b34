import type { MessageKey } from '../i18n/messages.ts';
import type { SysConfig } from '../sys-config/sys-config-fields.ts';

export interface PolicyViolation {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** Whether the policy asks anything of a new password beyond being present. */
export function policyIsActive(config: SysConfig): boolean {
  return Number(config.passwordStrengthLimit) === 1;
}

/**
 * The first rule of the password policy (spec §5, contract §4.13) a plain password breaks,
 * in the order the spec lists them, or null when it satisfies all of them.
 */
export function checkPasswordPolicy(plain: string, config: SysConfig): PolicyViolation | null {
  if (!policyIsActive(config)) return null;
  const min = Number(config.passwordLengthMinNumber) || 0;
  if (Number(config.passwordLengthMin) === 1 && plain.length < min) return { key: 'passwordTooShort', params: { n: min } };
  if (Number(config.containsNumbers) === 1 && !/\d/.test(plain)) return { key: 'passwordNeedsDigit' };
  if (Number(config.includeLowercaseLetters) === 1 && !/[a-z]/.test(plain)) return { key: 'passwordNeedsLower' };
  if (Number(config.includeUppercaseLetters) === 1 && !/[A-Z]/.test(plain)) return { key: 'passwordNeedsUpper' };
  if (Number(config.containsCharacters) === 1 && !/[^A-Za-z0-9]/.test(plain)) return { key: 'passwordNeedsSymbol' };
  return null;
}
