import type { ChatValue } from '../socket/frames.ts';

export type ChatContentType = 'text' | 'image' | 'voice' | 'video';

/** One message of an open conversation, as the conversation view draws it. */
export interface ChatMessage {
  key: string;
  sendUserId: string;
  contentType: ChatContentType | string;
  content: ChatValue;
  sendTime: number;
}

/** A row of GET /api/message/imreply (spec §3 "Chat reply entry"). */
export interface ChatReply {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  unreadMessage: number;
  latestMessage: string;
  messageType: string;
  latestDate: number | null;
}

/** A row of GET /api/permission/Users/ImUser (spec §3 "Contact"). */
export interface ChatContact {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  department?: string;
}

export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon?: string;
}

/** Non-text content of a history row is a JSON string (contract §5.3). */
export function parseStoredContent(contentType: string, content: string): ChatValue {
  if (contentType === 'text') return content;
  try {
    const value: unknown = JSON.parse(content);
    return value && typeof value === 'object' ? (value as ChatValue) : content;
  } catch {
    return content;
  }
}
