import { FILE_CATEGORIES, extensionOf } from '../../../common/files/file-kinds.ts';

/** What a preview can show of a file: itself inline (image … video), a PDF made from it (office), or nothing. */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'audio' | 'video' | 'office' | 'none';

/**
 * Extensions per kind. Images are the spec's image category (§9); text is shown as plain UTF-8
 * text whatever it holds; audio and video are the formats browsers play themselves (the spec's
 * rmvb, avi, flv, swf, wma and the like are downloads); office documents need the converter.
 */
const KINDS: Record<Exclude<PreviewKind, 'none'>, readonly string[]> = {
  image: FILE_CATEGORIES.image,
  pdf: ['pdf'],
  text: ['txt', 'csv', 'log', 'md', 'json', 'xml'],
  audio: ['mp3', 'm4a', 'wav', 'ogg', 'aac', 'flac'],
  video: ['mp4', 'webm', 'ogv'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
};

export function previewKindOf(name: string): PreviewKind {
  const extension = extensionOf(name);
  for (const [kind, extensions] of Object.entries(KINDS) as [PreviewKind, readonly string[]][]) {
    if (extensions.includes(extension)) return kind;
  }
  return 'none';
}
