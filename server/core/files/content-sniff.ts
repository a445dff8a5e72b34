/**
 * What a file's bytes are, as far as the server decides it: images by their magic numbers, every
 * other type by a fixed table of extensions. The name and the content type a client declares
 * are never believed, so a script renamed to .png is no image and nothing is served as HTML.
 */

const IMAGE_MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** Bytes enough to recognise every image type below (WebP's marker ends at byte 12). */
export const SNIFF_BYTES = 16;

/** The image type of the bytes themselves (magic numbers), or undefined when they are no image we show. */
export function sniffImage(bytes: Buffer): { extension: string; mimeType: string } | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const text = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  let extension: string | undefined;
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) extension = 'png';
  else if (starts(0xff, 0xd8, 0xff)) extension = 'jpg';
  else if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') extension = 'gif';
  else if (starts(0x42, 0x4d)) extension = 'bmp';
  else if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') extension = 'webp';
  return extension ? { extension, mimeType: IMAGE_MIME_TYPES[extension] } : undefined;
}

/** Extensions that name an image: a file under one of them must be that image by its bytes. */
const IMAGE_EXTENSIONS: Record<string, string> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', bmp: 'bmp', webp: 'webp' };

export const isImageExtension = (extension: string): boolean => Object.hasOwn(IMAGE_EXTENSIONS, extension);

/** Whether the bytes are the image the extension names (jpg and jpeg are the same); undefined for other extensions. */
export function imageMatchesExtension(head: Buffer, extension: string): boolean | undefined {
  if (!isImageExtension(extension)) return undefined;
  return sniffImage(head)?.extension === IMAGE_EXTENSIONS[extension];
}

/**
 * Content types of the non-image files the product handles (spec §9's categories and the
 * archives of the default allow-list). Not listed: served as bytes. Nothing here is a type a
 * browser renders as a page (no HTML, SVG or XML).
 */
const MIME_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  mkv: 'video/x-matroska',
  flv: 'video/x-flv',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  wma: 'audio/x-ms-wma',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
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

/** The content type a stored file is served with: the sniffed image's, else by extension, else bytes. */
export function storedMimeType(extension: string, head: Buffer): string {
  const image = isImageExtension(extension) ? sniffImage(head) : undefined;
  if (image) return image.mimeType;
  return Object.hasOwn(MIME_TYPES, extension) ? MIME_TYPES[extension] : 'application/octet-stream';
}
