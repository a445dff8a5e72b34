import type { AppError } from '../http/app-error.ts';
import type { Language } from '../i18n/messages.ts';
import type { SysConfig } from '../sys-config/sys-config-fields.ts';
import { SIZE_UNITS } from '../../../common/files/file-kinds.ts';
import { fileRefusal } from './file-refusal.ts';
import { imageMatchesExtension, isImageExtension, sniffImage } from './content-sniff.ts';

/**
 * What may be uploaded, decided on the server from the system configuration (spec §9): the
 * allowed extensions (allowUploadFileType), the largest file and the largest image in MB
 * (uploadFileSizeLimit, uploadImageSizeLimit; 0 is unlimited), images checked by their bytes.
 */

export const uploadTexts = {
  typeNotAllowed: { zh: '不允许上传该类型的文件', 'zh-TW': '不允許上傳該類型的文件', en: 'Files of this type may not be uploaded' },
  fileTooLarge: { zh: '文件大小超过{size}MB', 'zh-TW': '文件大小超過{size}MB', en: 'The file is larger than {size} MB' },
  imageTooLarge: { zh: '图片大小超过{size}MB', 'zh-TW': '圖片大小超過{size}MB', en: 'The image is larger than {size} MB' },
  imageOnly: { zh: '请上传图片', 'zh-TW': '請上傳圖片', en: 'Please upload an image' },
  contentMismatch: { zh: '文件内容与文件类型不符', 'zh-TW': '文件內容與文件類型不符', en: "The file's content does not match its type" },
  badFileName: { zh: '文件名不正确', 'zh-TW': '文件名不正確', en: 'The file name is not valid' },
} as const satisfies Record<string, Record<Language, string>>;

export interface UploadPolicy {
  allowedExtensions: ReadonlySet<string>;
  /** in bytes; Infinity when unlimited */
  fileLimit: number;
  imageLimit: number;
}

const megabytes = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number * SIZE_UNITS.MB : Infinity;
};

/** The policy as configured now (an administrator's change applies to the next upload). */
export async function readUploadPolicy(config: { read(): Promise<SysConfig> }): Promise<UploadPolicy> {
  const settings = await config.read();
  const listed = String(settings.allowUploadFileType ?? '')
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter(Boolean);
  return { allowedExtensions: new Set(listed), fileLimit: megabytes(settings.uploadFileSizeLimit), imageLimit: megabytes(settings.uploadImageSizeLimit) };
}

/**
 * The largest size for a file of this extension (images have their own limit), never more than
 * `cap` (what the transport takes at once), with the refusal that names it.
 */
export function sizeLimitOf(policy: UploadPolicy, extension: string, cap = Infinity): { bytes: number; refusal: AppError } {
  const image = isImageExtension(extension);
  const bytes = Math.min(image ? policy.imageLimit : policy.fileLimit, cap);
  const size = Number.isFinite(bytes) ? Number((bytes / SIZE_UNITS.MB).toFixed(2)) : 0;
  return { bytes, refusal: fileRefusal(image ? uploadTexts.imageTooLarge : uploadTexts.fileTooLarge, { size }) };
}

/**
 * The first checks of every upload, against the policy as configured now: an allowed extension
 * (an empty list allows nothing) and a size within its limit and `cap`; otherwise the refusal.
 */
export async function checkExtensionAndSize(config: { read(): Promise<SysConfig> }, extension: string, size: number, cap = Infinity): Promise<void> {
  const policy = await readUploadPolicy(config);
  if (!policy.allowedExtensions.has(extension)) throw fileRefusal(uploadTexts.typeNotAllowed);
  const limit = sizeLimitOf(policy, extension, cap);
  if (size > limit.bytes) throw limit.refusal;
}

/**
 * The bytes against what the upload claims: an upload type that takes only images (annexpic)
 * takes nothing else, and a file named as an image must be that image (an HTML page renamed
 * .png is refused wherever it is sent). `head` is the first bytes (content-sniff.ts SNIFF_BYTES).
 */
export function checkContent(extension: string, head: Buffer, imagesOnly: boolean): void {
  if (imagesOnly && (!isImageExtension(extension) || !sniffImage(head))) throw fileRefusal(uploadTexts.imageOnly);
  if (imageMatchesExtension(head, extension) === false) throw fileRefusal(imagesOnly ? uploadTexts.imageOnly : uploadTexts.contentMismatch);
}

/** Separators, control characters; a name is one name, never a path. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const NOT_IN_A_NAME = /[/\\\u0000-\u001f\u007f]/;

/**
 * Whether a name is one the user chose for a file: at most 255 characters, no path separator,
 * no control character, not `.` or `..`. It is only recorded (the stored name is always ours),
 * but a download later offers it as the name to save under.
 */
export function isValidOriginalName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed.length <= 255 && trimmed !== '.' && trimmed !== '..' && !NOT_IN_A_NAME.test(trimmed);
}

/** The original name, trimmed, or the refusal. */
export function checkOriginalName(name: string): string {
  if (!isValidOriginalName(name)) throw fileRefusal(uploadTexts.badFileName);
  return name.trim();
}
