import querystring from 'node:querystring';
import { AppError } from './app-error.ts';

/**
 * Form bodies (application/x-www-form-urlencoded: the sign-in form) parsed strictly. The usual
 * parsers keep a %-sequence that is not UTF-8 as its raw text, so `%ED%A0%80` (a lone surrogate)
 * or a stray `%` would reach a route as a different value than the client meant; here such a
 * body is refused (400) like a malformed JSON one. The parsed shape is the usual one: repeated
 * keys give arrays, `+` is a space, and the object has no prototype (a `__proto__` key is data).
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new AppError('badCharacters');
  }
  return querystring.parse(text) as Record<string, string | string[]>;
}
