import type { RequestFailure } from '../../lib/request/types.ts';

/**
 * The words of a failed call, to show inside the dialog that made it: a silent call's refusal
 * (SilentFailure, whose message is the server's msg) or the request client's rejection
 * (`{ code, msg }`, already translated). Anything else gives ''.
 */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as RequestFailure).msg === 'string') return (error as RequestFailure).msg;
  return '';
}
