import { useLocaleState } from 'react-admin';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { uploadText, type UploadTextKey } from '../engine/messages.ts';
import type { UploadStatus } from '../engine/upload-status.ts';

/** The status words of spec §8: 上传成功, 上传失败, 上传中, 暂停中, 等待中, 文件校验中. */
export const STATUS_TEXT: Record<UploadStatus, UploadTextKey> = {
  success: 'statusSuccess',
  error: 'statusError',
  uploading: 'statusUploading',
  paused: 'statusPaused',
  waiting: 'statusWaiting',
  checking: 'statusChecking',
};

const asLocale = (locale: string): Locale => (locale === 'en' || locale === 'zh-TW' ? locale : 'zh');

/**
 * The engine's texts (they live beside the engine, which runs outside React too) in `language`
 * when the caller knows it (a form-runtime widget gets it in its props), else in react-admin's.
 */
export function useUploadText(language?: Locale): (key: UploadTextKey) => string {
  const [locale] = useLocaleState();
  return (key) => uploadText(key, language ?? asLocale(locale));
}
