/** Server → client frames of contract §5.3, as far as the browser reads them. */

export interface UnreadNum {
  sendUserId: string;
  unreadNum: number;
  defaultMessage?: string;
  defaultMessageType?: string;
  defaultMessageTime?: number | null;
}

export interface InitMessageFrame {
  method: 'initMessage';
  userId?: string;
  unreadTotalCount?: number;
  unreadNums?: UnreadNum[];
}

export interface MessagePushFrame {
  method: 'messagePush';
  unreadNoticeCount?: number;
  messageType?: number;
  title?: string;
  id?: string;
}

/** A chat content as pushed: text is a string, image `{path,width,height}`, voice/video `{path,length}`. */
export type ChatValue = string | { path?: string; width?: number; height?: number; length?: number };

export interface ReceiveMessageFrame {
  method: 'receiveMessage';
  formUserId: string;
  messageType: string;
  formMessage: ChatValue;
  dateTime: number;
  realName?: string;
  account?: string;
  headIcon?: string;
}

export interface SendMessageEchoFrame {
  method: 'sendMessage';
  UserId?: string;
  userId?: string;
  toUserId: string;
  toRealName?: string;
  toAccount?: string;
  toHeadIcon?: string;
  messageType: string;
  toMessage: ChatValue;
  dateTime: number;
}

export interface ChatRecordRow {
  id: string;
  sendUserId: string;
  sendTime: number;
  receiveUserId: string;
  content: string;
  contentType: string;
}

export interface MessageListFrame {
  method: 'messageList';
  list: ChatRecordRow[];
  pagination: { total: number; currentPage: number; pageSize: number };
}

export interface LogoutFrame {
  method: 'logout';
  msg?: string;
  token?: string;
}

export type ServerFrame =
  | InitMessageFrame
  | MessagePushFrame
  | ReceiveMessageFrame
  | SendMessageEchoFrame
  | MessageListFrame
  | LogoutFrame
  | { method: 'closeSocket' }
  | { method: 'refresh'; msg?: string };

/** Parses one frame; anything that is not a JSON object with a string `method` is ignored. */
export function parseFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { method?: unknown }).method === 'string') return value as ServerFrame;
  } catch {
    // not JSON: no frame of this protocol
  }
  return undefined;
}
