import { extensionOf } from '../../../common/files/file-kinds.ts';

/** What a file of no listed type is sent as: bytes, which no browser renders. */
export const BYTES_CONTENT_TYPE = 'application/octet-stream';

/**
 * Content types by extension, the one table every upload, download and preview uses: spec §9's
 * categories, the formats browsers play, the exports (json, csv, xlsx) and the archives of the
 * default allow-list. Nothing here is a type a browser renders as a page (no HTML, SVG or XML).
 * An image's recorded type comes from its bytes (content-sniff.ts), never from this table alone.
 */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  m3u8: 'application/vnd.apple.mpegurl',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  mkv: 'video/x-matroska',
  flv: 'video/x-flv',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  wma: 'audio/x-ms-wma',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** Plain UTF-8 text: what every text file is shown as, whatever it holds (csv, json, xml). */
export const PLAIN_TEXT_CONTENT_TYPE = CONTENT_TYPES.txt;

/** The content type of an extension (lower case, no dot); bytes when it is not listed. */
export const contentTypeOfExtension = (extension: string): string => (Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : BYTES_CONTENT_TYPE);

/** The content type of a file name or store key, by its extension. */
export const contentTypeOf = (name: string): string => contentTypeOfExtension(extensionOf(name));
