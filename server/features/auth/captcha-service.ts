import type { Db } from '../../core/db/database.ts';

const LIFETIME_MS = 300_000;

/**
 * Image captchas keyed by the client's random `timestamp` (contract §2.3). Codes live in the
 * database, so any server process can check a code another one drew; each code works once.
 */
export class CaptchaService {
  constructor(private readonly db: Db) {}

  async draw(key: string, length: number): Promise<string> {
    const size = Math.min(Math.max(Math.trunc(length) || 4, 3), 8);
    // Imported at the first captcha, not at start: its font costs 9 MiB (server/README.md, start-up).
    const { default: svgCaptcha } = await import('svg-captcha');
    const captcha = svgCaptcha.create({ size, noise: 2, ignoreChars: '0oO1ilI', width: 120, height: 40, fontSize: 40 });
    const expiresAt = Date.now() + LIFETIME_MS;
    await this.db.deleteFrom('base_captcha').where('expiresAt', '<', Date.now()).execute();
    await this.db.deleteFrom('base_captcha').where('id', '=', key).execute();
    await this.db.insertInto('base_captcha').values({ id: key, code: captcha.text.toLowerCase(), expiresAt }).execute();
    return captcha.data;
  }

  /** True when the code matches the one drawn for the key; the code is spent either way. */
  async check(key: string | undefined, code: string | undefined): Promise<boolean> {
    if (!key || !code) return false;
    // Spent in the same statement that reads it: of parallel attempts with one code, one alone gets the row.
    const row = await this.db.deleteFrom('base_captcha').where('id', '=', key).returning(['code', 'expiresAt']).executeTakeFirst();
    if (!row) return false;
    return (row.expiresAt ?? 0) > Date.now() && row.code === code.trim().toLowerCase();
  }
}
