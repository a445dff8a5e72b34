import type { Language, MessageKey } from '../i18n/messages.ts';

/**
 * A refusal a route raises on purpose. It carries a message key, not text, so the error
 * handler can answer in the language of the request.
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly data: unknown;
  /** the words of a schema (x-portside messages) in place of the key's, by language */
  readonly texts: Record<Language, string> | undefined;

  constructor(
    messageKey: MessageKey,
    options: { code?: number; params?: Record<string, string | number>; data?: unknown; texts?: Record<Language, string> } = {},
  ) {
    super(messageKey);
    this.code = options.code ?? 400;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.data = options.data;
    this.texts = options.texts;
  }
}

export const fail = (key: MessageKey, params?: Record<string, string | number>): AppError => new AppError(key, { params });
