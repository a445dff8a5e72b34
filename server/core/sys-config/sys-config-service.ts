import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { sysConfigFields, type ConfigField, type SysConfig } from './sys-config-fields.ts';
import { sysConfigSettings } from './settings-of-model.ts';
import { serverMessages, type Language } from '../i18n/messages.ts';

/** Reads and writes the flat system configuration (one row a key). */
export class SysConfigService {
  constructor(private readonly db: Db) {}

  async read(): Promise<SysConfig> {
    const rows = await this.db.selectFrom('base_sys_config').select(['id', 'value']).execute();
    const stored = new Map(rows.map((r) => [r.id, r.value ?? '']));
    const config: SysConfig = {};
    for (const [key, field] of Object.entries(sysConfigFields)) {
      const raw = stored.get(key);
      if (raw === undefined) config[key] = field.default;
      else config[key] = field.kind === 'string' ? raw : Number(raw);
    }
    // tokenTimeout travels as a string in JNPF (minutes).
    config.tokenTimeout = String(config.tokenTimeout);
    return config;
  }

  /** The configuration without secrets, for users who may not administer it. */
  async readPublic(): Promise<SysConfig> {
    const config = await this.read();
    for (const [key, field] of Object.entries(sysConfigFields)) {
      if (field.kind === 'string' && field.secret) delete config[key];
    }
    return config;
  }

  /**
   * Validates every given key first; nothing is written unless all are valid. Only declared keys
   * are settings: any other key (a typo, `constructor`, `toString`, …) is refused (400), looked up
   * as an own key of the declared table, never through its prototype.
   */
  async write(input: Record<string, unknown>): Promise<void> {
    const values: [string, string][] = [];
    for (const [key, value] of Object.entries(input)) {
      const field = declaredField(key);
      if (!field) throw new AppError('configKeyUnknown', { params: { key: key.length > 64 ? `${key.slice(0, 64)}…` : key } });
      values.push([key, normalise(key, field, value)]);
    }
    await this.db.transaction().execute(async (trx) => {
      for (const [id, value] of values) {
        const updated = await trx.updateTable('base_sys_config').set({ value }).where('id', '=', id).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await trx.insertInto('base_sys_config').values({ id, value, category: 'SysConfig' }).execute();
        }
      }
    });
  }
}

/** The declared field of a key, or undefined: `Object.hasOwn`, so `toString` or `__proto__` is no setting. */
const declaredField = (key: string): ConfigField | undefined => (Object.hasOwn(sysConfigFields, key) ? sysConfigFields[key] : undefined);

/** The refusal of a setting's value, naming the setting by its label in each language (the key where it has none). */
function invalidValue(key: string): AppError {
  const label = sysConfigSettings.labels[key];
  const texts = Object.fromEntries(
    (['zh', 'zh-TW', 'en'] as const).map((language) => [language, serverMessages.invalidConfigValue[language].replace('{field}', label?.[language] ?? key)]),
  ) as Record<Language, string>;
  return new AppError('invalidConfigValue', { texts });
}

function normalise(key: string, field: ConfigField, value: unknown): string {
  const invalid = () => invalidValue(key);
  if (field.kind === 'string') {
    if (value === null || value === undefined) return '';
    if (typeof value !== 'string' && typeof value !== 'number') throw invalid();
    const text = String(value);
    if (text.length > 1000) throw invalid();
    if (field.pattern && !field.pattern.test(text)) throw invalid();
    return text;
  }
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw invalid();
  if (field.kind === 'flag' && number !== 0 && number !== 1) throw invalid();
  if (field.kind === 'int' && (number < field.min || number > field.max)) throw invalid();
  if (field.kind === 'choice' && !field.choices.includes(number)) throw invalid();
  return String(number);
}
