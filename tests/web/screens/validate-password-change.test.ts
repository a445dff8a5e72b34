import { describe, expect, it } from 'vitest';
import { mustChangePassword, validatePasswordChange } from '../../../src/components/password-change/validate-password-change.ts';

const strict = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};
const form = { oldPassword: 'old', password: 'Abcdef1!', repeatPassword: 'Abcdef1!', code: '1234' };

describe('password change rules (spec §5)', () => {
  it.each([
    [{ oldPassword: '' }, 'oldRequired'],
    [{ password: '' }, 'newRequired'],
    [{ password: 'Ab1!', repeatPassword: 'Ab1!' }, 'tooShort'],
    [{ password: 'Abcdefg!', repeatPassword: 'Abcdefg!' }, 'needsDigit'],
    [{ password: 'ABCDEF1!', repeatPassword: 'ABCDEF1!' }, 'needsLower'],
    [{ password: 'abcdef1!', repeatPassword: 'abcdef1!' }, 'needsUpper'],
    [{ password: 'Abcdefg1', repeatPassword: 'Abcdefg1' }, 'needsSymbol'],
    [{ repeatPassword: '' }, 'repeatRequired'],
    [{ repeatPassword: 'other' }, 'mismatch'],
    [{ code: '' }, 'codeRequired'],
  ])('%o → %s', (patch, key) => {
    expect(validatePasswordChange({ ...form, ...patch }, strict)?.key).toBe(key);
  });

  it('accepts a good form and ignores strength rules when the limit is off', () => {
    expect(validatePasswordChange(form, strict)).toBeNull();
    expect(validatePasswordChange({ ...form, password: 'a', repeatPassword: 'a' }, { ...strict, passwordStrengthLimit: 0 })).toBeNull();
  });

  it('forces the change only for a never-changed password under the policy', () => {
    expect(mustChangePassword(null, { mandatoryModificationOfInitialPassword: 1 })).toBe(true);
    expect(mustChangePassword(1700000000000, { mandatoryModificationOfInitialPassword: 1 })).toBe(false);
    expect(mustChangePassword(null, { mandatoryModificationOfInitialPassword: 0 })).toBe(false);
  });
});
