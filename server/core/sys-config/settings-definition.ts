type Texts = { zh: string; 'zh-TW': string; en: string };

/** One key of a settings object, as the generator emits it from the schema's property. */
export interface SettingField {
  type: 'string' | 'integer';
  default: string | number;
  minimum?: number;
  maximum?: number;
  /** a string's JSON Schema pattern (frame addresses, origin lists); the server checks it on write */
  pattern?: string;
  /** the values an integer may take (flags are [0, 1]) */
  enum?: number[];
  /** accepted, never sent to anyone without the settings permission (JSON Schema writeOnly) */
  secret?: boolean;
}

/** A settings object (system configuration): what the generator emits for a `storage: settings` schema. */
export interface SettingsDefinition {
  name: string;
  permission: string;
  base: string;
  fields: Record<string, SettingField>;
  messages: Record<string, Record<string, Texts>>;
  labels: Record<string, Texts>;
}
