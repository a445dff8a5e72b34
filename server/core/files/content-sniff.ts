import { BYTES_CONTENT_TYPE, contentTypeOfExtension } from './content-types.ts';

/**
 * What a file's bytes are, as far as the server decides it: images by their magic numbers, every
 * other type by the table of extensions (content-types.ts). The name and the content type a
 * client declares are never believed, so a script renamed to .png is no image and nothing is
 * served as HTML.
 */

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
  return extension ? { extension, mimeType: contentTypeOfExtension(extension) } : undefined;
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
 * The content type a stored file is recorded with: an image's is that of its bytes (a file named
 * as an image that is none is bytes), every other file's is by its extension (content-types.ts).
 */
export function storedMimeType(extension: string, head: Buffer): string {
  if (isImageExtension(extension)) return sniffImage(head)?.mimeType ?? BYTES_CONTENT_TYPE;
  return contentTypeOfExtension(extension);
}
