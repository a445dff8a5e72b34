import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { SizeUnit } from '../../../../common/files/file-kinds.ts';
import { propText } from '../../../form-runtime/containers/prop-text.ts';
import type { Language } from '../../../form-runtime/widget-contract.ts';

/**
 * An upload widget's configuration (contract §7.2 uploadFz / uploadImg props) with the spec's
 * defaults (§9): at most 10 MB a file, limit 0 = any number, any type for files and images only
 * for images; stored by the server under `type` (JNPF's annex for files, annexpic for images).
 */
export interface UploadSettings {
  type: string;
  limit: number;
  fileSize: number;
  sizeUnit: SizeUnit;
  accept: string;
  buttonText: string;
  tipText: string;
  pathType: string;
  isAccount: 0 | 1;
  folder: string;
  /** limit 1: a new file replaces the one held (spec lowcode §5) */
  single: boolean;
}

const SIZE_UNIT_NAMES: readonly SizeUnit[] = ['KB', 'MB', 'GB'];
const DEFAULT_FILE_SIZE = 10;

const numberOf = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
};

export function uploadSettingsOf(item: FormItem, language: Language, kind: 'file' | 'image'): UploadSettings {
  const { props } = item;
  const limit = Math.floor(numberOf(props.limit, 0));
  const sizeUnit = SIZE_UNIT_NAMES.find((unit) => unit === props.sizeUnit) ?? 'MB';
  const text = (value: unknown) => propText(value, language).trim();
  return {
    type: kind === 'image' ? 'annexpic' : 'annex',
    limit,
    fileSize: numberOf(props.fileSize, DEFAULT_FILE_SIZE),
    sizeUnit,
    accept: kind === 'image' ? text(props.accept) || 'image/*' : text(props.accept),
    buttonText: text(props.buttonText),
    tipText: text(props.tipText),
    pathType: props.pathType === 'selfPath' ? 'selfPath' : 'defaultPath',
    isAccount: props.isAccount === 1 || props.isAccount === '1' || props.isAccount === true ? 1 : 0,
    folder: text(props.folder),
    single: limit === 1,
  };
}

/** The simple upload's and the merge's extra fields (contract §6.1): pathType, isAccount, folder (only with selfPath). */
export const uploadFields = (settings: UploadSettings): Record<string, string> => ({
  pathType: settings.pathType,
  isAccount: String(settings.isAccount),
  ...(settings.pathType === 'selfPath' && settings.folder ? { folder: settings.folder } : {}),
});

/** A widget that may not change its files: disabled by the form or its own `disabled`/`readonly`. */
export const isLocked = (item: FormItem, disabled: boolean | undefined): boolean =>
  Boolean(disabled) || item.props.disabled === true || item.props.readonly === true;
