import { randomBytes } from 'node:crypto';
import { hashPassword, md5Hex, MD5_PATTERN, verifyPassword } from '../../core/identity/password-hash.ts';

/**
 * Checks sign-in passwords at one cost whether the account exists or not: an unknown account is
 * checked against a stand-in hash made the same way as real ones (same scrypt parameters), so the
 * answer takes as long and the time does not tell which accounts exist. It counts the checks it
 * runs, which the tests read to prove that no attempt past the lockout reaches the hash.
 */
export class PasswordChecker {
  /** scrypt runs so far (tests read it; nothing else depends on it). */
  verifications = 0;
  // Made once per process, at start, from a random password nobody knows.
  private readonly standIn: Promise<string> = hashPassword(md5Hex(randomBytes(32).toString('hex')));

  /** True when the client's MD5 matches the stored hash; a value that is not MD5 hex never matches. */
  async matches(clientMd5: string | undefined, storedHash: string | null): Promise<boolean> {
    if (!clientMd5 || !MD5_PATTERN.test(clientMd5)) return false;
    this.verifications += 1;
    return verifyPassword(clientMd5, storedHash ?? (await this.standIn));
  }

  /** The same work as `matches` for an account that does not exist; always false. */
  async matchesNobody(clientMd5: string | undefined): Promise<false> {
    await this.matches(clientMd5, await this.standIn);
    return false;
  }
}
