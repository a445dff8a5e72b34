import { sysConfigSettings } from './settings-of-model.ts';
import type { SettingField } from './settings-definition.ts';

/**
 * The system configuration keys of contract §4.13 with their kinds and defaults, from the
 * generated settings definition. The PUT route validates against this table; GET fills missing
 * keys from it.
 */
export type ConfigField =
  | { kind: 'string'; default: string; secret?: boolean; pattern?: RegExp }
  | { kind: 'flag'; default: 0 | 1 }
  | { kind: 'int'; default: number; min: number; max: number }
  | { kind: 'choice'; default: number; choices: number[] };

/** A key's kind, read off the schema's property (schemas/sys-config.schema.json). */
function configField(field: SettingField): ConfigField {
  if (field.type === 'string') {
    return {
      kind: 'string',
      default: String(field.default),
      secret: field.secret,
      ...(field.pattern !== undefined ? { pattern: new RegExp(field.pattern, 'u') } : {}),
    };
  }
  const number = Number(field.default);
  if (field.enum && field.enum.length === 2 && field.enum.includes(0) && field.enum.includes(1)) return { kind: 'flag', default: number === 1 ? 1 : 0 };
  if (field.enum) return { kind: 'choice', default: number, choices: field.enum };
  return { kind: 'int', default: number, min: field.minimum ?? 0, max: field.maximum ?? Number.MAX_SAFE_INTEGER };
}

export const sysConfigFields: Record<string, ConfigField> = Object.fromEntries(
  Object.entries(sysConfigSettings.fields).map(([key, field]) => [key, configField(field)]),
);

export type SysConfig = Record<string, string | number>;
