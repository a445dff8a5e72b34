import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Texts of the upload engine and its panel (spec shell §5, §8; lowcode §4, §5, §8): the statuses,
 * the buttons, the limits' refusals and the read failure, verbatim in zh. `{name}`-style holes are
 * filled by `uploadText`.
 */
const zh = {
  statusSuccess: '上传成功',
  statusError: '上传失败',
  statusUploading: '上传中',
  statusPaused: '暂停中',
  statusWaiting: '等待中',
  statusChecking: '文件校验中',
  pause: '暂停',
  resume: '继续',
  retry: '重试',
  remove: '删除',
  readError: '文件{name}读取出错，请检查该文件',
  tooManyFiles: '当前限制最多可以上传{limit}个文件',
  fileTooLarge: '文件大小超过{size}{unit}',
  wrongType: '请选择{accept}类型的文件',
  tooManyImages: '当前限制最多可以上传{limit}张图片',
  imageTooLarge: '图片大小超过{size}{unit}',
  imagesOnly: '请上传图片',
};
export type UploadTextKey = keyof typeof zh;

const zhTW: Record<UploadTextKey, string> = {
  statusSuccess: '上傳成功',
  statusError: '上傳失敗',
  statusUploading: '上傳中',
  statusPaused: '暫停中',
  statusWaiting: '等待中',
  statusChecking: '文件校驗中',
  pause: '暫停',
  resume: '繼續',
  retry: '重試',
  remove: '刪除',
  readError: '文件{name}讀取出錯，請檢查該文件',
  tooManyFiles: '當前限制最多可以上傳{limit}個文件',
  fileTooLarge: '文件大小超過{size}{unit}',
  wrongType: '請選擇{accept}類型的文件',
  tooManyImages: '當前限制最多可以上傳{limit}張圖片',
  imageTooLarge: '圖片大小超過{size}{unit}',
  imagesOnly: '請上傳圖片',
};

const en: Record<UploadTextKey, string> = {
  statusSuccess: 'Uploaded',
  statusError: 'Upload failed',
  statusUploading: 'Uploading',
  statusPaused: 'Paused',
  statusWaiting: 'Waiting',
  statusChecking: 'Checking file',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  remove: 'Remove',
  readError: 'The file {name} could not be read, please check it',
  tooManyFiles: 'At most {limit} files can be uploaded',
  fileTooLarge: 'The file is larger than {size}{unit}',
  wrongType: 'Please choose a file of type {accept}',
  tooManyImages: 'At most {limit} images can be uploaded',
  imageTooLarge: 'The image is larger than {size}{unit}',
  imagesOnly: 'Please upload an image',
};

const byLocale: Record<Locale, Record<UploadTextKey, string>> = { zh, 'zh-TW': zhTW, en };

/**
 * Also offered to react-admin under `uploadQueue` (src/lib/i18n/i18n-provider.ts), so the
 * three-language completeness test covers these texts; the engine itself runs outside React and
 * reads them through `uploadText`.
 */
export const uploadQueueMessages = { zh: { uploadQueue: zh }, 'zh-TW': { uploadQueue: zhTW }, en: { uploadQueue: en } };

/** A text in the given language, `{hole}`s filled from `values`. */
export function uploadText(key: UploadTextKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return byLocale[locale][key].replace(/\{(\w+)\}/g, (hole, name: string) => (name in values ? String(values[name]) : hole));
}
