import type { Language } from '../../../form-runtime/widget-contract.ts';

/** Texts of the file preview (spec lowcode §8, shell §8: 文件不存在, 不支持全屏). */
const zh = {
  title: '文件预览',
  fullscreen: '全屏',
  close: '关闭',
  download: '下载',
  loading: '加载中...',
  fileMissing: '文件不存在',
  noFullscreen: '不支持全屏',
  /** when the server refuses an Office preview without saying why */
  cannotPreview: '该文件暂不支持在线预览，请下载后查看',
};
export type PreviewTexts = typeof zh;
const zhTW: PreviewTexts = {
  title: '檔案預覽',
  fullscreen: '全螢幕',
  close: '關閉',
  download: '下載',
  loading: '載入中...',
  fileMissing: '檔案不存在',
  noFullscreen: '不支援全螢幕',
  cannotPreview: '該檔案暫不支援線上預覽，請下載後查看',
};
const en: PreviewTexts = {
  title: 'File preview',
  fullscreen: 'Full screen',
  close: 'Close',
  download: 'Download',
  loading: 'Loading...',
  fileMissing: 'The file does not exist',
  noFullscreen: 'Full screen is not supported',
  cannotPreview: 'This file cannot be previewed online; download it to view it',
};

export const previewTexts: Record<Language, PreviewTexts> = { zh, 'zh-TW': zhTW, en };
