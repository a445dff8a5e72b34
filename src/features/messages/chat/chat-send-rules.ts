import { messageText } from '../messages.ts';

/** Spec §5/§9: a chat image is at most 5 MB. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** An empty (or blank) message is not sent. */
export function sendableText(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/** Images only, one at a time, at most 5 MB: the refusal text, or undefined when the file may go. */
export function imageRefusal(files: ArrayLike<File>): string | undefined {
  if (files.length !== 1) return messageText('imagesOnly');
  const file = files[0];
  if (!file.type.startsWith('image/')) return messageText('imagesOnly');
  if (file.size > CHAT_IMAGE_MAX_BYTES) return messageText('imageTooLarge');
  return undefined;
}

/** The picture's size for the message; 0×0 when the browser cannot tell within a second. */
export function measureImage(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') {
      resolve({ width: 0, height: 0 });
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number }) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(size);
    };
    const timer = setTimeout(() => done({ width: 0, height: 0 }), 1000);
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done({ width: 0, height: 0 });
    image.src = url;
  });
}
