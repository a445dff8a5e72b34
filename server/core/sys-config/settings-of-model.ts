import { settingsModels } from '../../../common/generated/index.ts';
import type { EntityModel } from '../../../common/entity-model.ts';
import type { SettingField, SettingsDefinition } from './settings-definition.ts';

/** A settings object's keys, kinds, defaults, limits and secrets, read off its model (common/generated). */
export function settingsOf(model: EntityModel): SettingsDefinition {
  const properties = model.bodySchema.properties as Record<string, { type?: string; minimum?: number; maximum?: number; enum?: number[]; pattern?: string }>;
  const fields = Object.fromEntries(
    model.fields.map((f): [string, SettingField] => {
      const property = properties[f.name] ?? { type: 'string' };
      const integer = property.type === 'integer';
      return [
        f.name,
        {
          type: integer ? 'integer' : 'string',
          default: f.default ?? (integer ? 0 : ''),
          ...(property.minimum !== undefined ? { minimum: property.minimum } : {}),
          ...(property.maximum !== undefined ? { maximum: property.maximum } : {}),
          ...(property.enum ? { enum: property.enum } : {}),
          ...(property.pattern !== undefined ? { pattern: property.pattern } : {}),
          ...(f.secret ? { secret: true } : {}),
        },
      ];
    }),
  );
  return {
    name: model.name,
    permission: model.permission,
    base: model.api.base,
    fields,
    messages: Object.fromEntries(model.fields.flatMap((f) => (f.messages ? [[f.name, f.messages]] : []))),
    labels: Object.fromEntries(model.fields.map((f) => [f.name, f.label])),
  };
}

/** The system configuration (schemas/sys-config.schema.json). */
export const sysConfigSettings = settingsOf(settingsModels.sysConfig);
