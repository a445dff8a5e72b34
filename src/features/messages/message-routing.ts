import type { MessageInfo } from '../../lib/data/inbox-message.ts';

/** What clicking a message does (spec §4). */
export type MessageAction =
  { kind: 'none' } | { kind: 'schedule'; id: string; groupId: string } | { kind: 'notice'; info: MessageInfo } | { kind: 'navigate'; to: string };

function parseBody(bodyText: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(bodyText ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** UTF-8 safe base64, as the flow detail page's `config` query expects. */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Spec §4: type 4 opens the schedule view unless its body's type is 3 (a deleted event); type 2
 * with flowType 2 goes to the entrust page (body as base64 `config` too); types 1 and 3 open the notice dialog; anything else
 * opens the flow detail page with the body as base64 `config`.
 */
export function messageAction(info: MessageInfo): MessageAction {
  const type = Number(info.type);
  if (type === 4) {
    const body = parseBody(info.bodyText);
    if (Number(body.type) === 3) return { kind: 'none' };
    return { kind: 'schedule', id: String(body.id ?? ''), groupId: String(body.groupId ?? '') };
  }
  // The entrust page reads the same base64 body as the detail page (spec §2.1: "with query config").
  if (type === 2 && Number(info.flowType) === 2)
    return { kind: 'navigate', to: `/workFlow/entrust?config=${encodeURIComponent(toBase64(info.bodyText ?? ''))}` };
  if (type === 1 || type === 3) return { kind: 'notice', info };
  return { kind: 'navigate', to: `/workFlowDetail?config=${encodeURIComponent(toBase64(info.bodyText ?? ''))}` };
}
