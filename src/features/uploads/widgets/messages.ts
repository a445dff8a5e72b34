import type { Texts } from '../../../../common/entity-model.ts';
import type { Language } from '../../../form-runtime/widget-contract.ts';

/**
 * Texts of the upload widgets (uploadFz, uploadImg) and of their gallery examples. The widgets get
 * `language` in their props and read these directly, as the runtime's own widgets do, so a
 * sub-table cell needs no react-admin translate call.
 */
const zh = {
  /** JNPF uploadFz's default buttonText */
  chooseFile: '点击上传',
  addImage: '上传图片',
  downloadAll: '全部下载',
  preview: '预览',
  download: '下载',
  remove: '删除',
  uploading: '上传中',
  uploadFailed: '上传失败',
  fileList: '文件列表',
  loading: '加载中...',
  exampleManifests: '舱单附件',
  exampleManifestsButton: '上传舱单',
  exampleManifestsTip: '支持 PDF、Excel，最多 5 个，每个不超过 10MB',
  exampleDeclaration: '报关单（单个文件）',
  exampleCargoPhotos: '货物照片',
  exampleCargoPhotosTip: '最多 6 张，每张不超过 5MB',
  exampleSealPhoto: '封条照片（单张）',
};
export type UploadWidgetTexts = typeof zh;
const zhTW: UploadWidgetTexts = {
  chooseFile: '點擊上傳',
  addImage: '上傳圖片',
  downloadAll: '全部下載',
  preview: '預覽',
  download: '下載',
  remove: '刪除',
  uploading: '上傳中',
  uploadFailed: '上傳失敗',
  fileList: '檔案列表',
  loading: '載入中...',
  exampleManifests: '艙單附件',
  exampleManifestsButton: '上傳艙單',
  exampleManifestsTip: '支援 PDF、Excel，最多 5 個，每個不超過 10MB',
  exampleDeclaration: '報關單（單個檔案）',
  exampleCargoPhotos: '貨物照片',
  exampleCargoPhotosTip: '最多 6 張，每張不超過 5MB',
  exampleSealPhoto: '封條照片（單張）',
};
const en: UploadWidgetTexts = {
  chooseFile: 'Upload',
  addImage: 'Upload image',
  downloadAll: 'Download all',
  preview: 'Preview',
  download: 'Download',
  remove: 'Delete',
  uploading: 'Uploading',
  uploadFailed: 'Upload failed',
  fileList: 'Files',
  loading: 'Loading...',
  exampleManifests: 'Manifest attachments',
  exampleManifestsButton: 'Upload manifests',
  exampleManifestsTip: 'PDF or Excel, at most 5 files of up to 10MB each',
  exampleDeclaration: 'Customs declaration (one file)',
  exampleCargoPhotos: 'Cargo photos',
  exampleCargoPhotosTip: 'At most 6 images of up to 5MB each',
  exampleSealPhoto: 'Seal photo (one image)',
};

export const uploadWidgetTexts: Record<Language, UploadWidgetTexts> = { zh, 'zh-TW': zhTW, en };

/** One text in the three languages (the gallery examples' labels and props). */
export const allLanguages = (key: keyof UploadWidgetTexts): Texts => ({ zh: zh[key], 'zh-TW': zhTW[key], en: en[key] });
