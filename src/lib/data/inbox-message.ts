// The shapes of the inbox endpoints (/api/message, contract §4.14), which the message centre and the
// dashboard (/api/visualdev/Dashboard answers inbox rows too) both read.

/** A row of the inbox (contract §4.14). */
export interface InboxMessage {
  id: string;
  title: string;
  type: number;
  flowType?: number | null;
  isRead: string;
  releaseTime?: number | null;
  releaseUser?: string;
  excerpt?: string;
}

/** ReadInfo: the message with its body (HTML for notices, JSON for flow and schedule). */
export interface MessageInfo extends InboxMessage {
  bodyText?: string;
  files?: string;
}

/** A JNPF paged list answer (contract §4): the page's rows and where they sit. */
export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
