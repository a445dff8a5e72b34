import { IM_FILE_NAME, imFileUrl } from '../../core/files/im-files.ts';
import type { ChatContentType } from './chat-store.ts';

/** A SendMessage content as stored (`stored`) and as pushed to the sockets (`value`). */
export interface ChatContent {
  contentType: ChatContentType;
  stored: string;
  value: string | { path: string; width?: number; height?: number; length?: number };
  /** the uploaded file an image refers to, which must exist */
  fileName?: string;
}

/** Voice clips are referenced by name too; the IM upload only takes images, so any safe name is accepted. */
const VOICE_NAME = /^[A-Za-z0-9_.,-]{1,200}$/;

const dimension = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

/**
 * Reads `messageType` and `messageContent` of a SendMessage frame (contract §5.2): text is a
 * non-empty string, stored as sent; image is `{ name, width, height }`, voice `{ name, length }`,
 * both stored as `{ path, ... }` JSON. Anything else is not a message.
 */
export function parseChatContent(messageType: unknown, messageContent: unknown): ChatContent | undefined {
  if (messageType === 'text') {
    if (typeof messageContent !== 'string' || messageContent.trim() === '') return undefined;
    return { contentType: 'text', stored: messageContent, value: messageContent };
  }
  // Some clients send the object as a JSON string; both are accepted.
  let content = messageContent;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content);
    } catch {
      return undefined;
    }
  }
  if (!content || typeof content !== 'object') return undefined;
  const fields = content as Record<string, unknown>;
  const name = typeof fields.name === 'string' ? fields.name : '';
  if (messageType === 'image') {
    if (!IM_FILE_NAME.test(name)) return undefined;
    const value = { path: imFileUrl(name), width: dimension(fields.width), height: dimension(fields.height) };
    return { contentType: 'image', stored: JSON.stringify(value), value, fileName: name };
  }
  if (messageType === 'voice') {
    if (!VOICE_NAME.test(name)) return undefined;
    const value = { path: imFileUrl(name), length: dimension(fields.length) };
    return { contentType: 'voice', stored: JSON.stringify(value), value };
  }
  return undefined;
}
