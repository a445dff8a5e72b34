/**
 * The `config` query of /workFlowDetail and /workFlow/entrust (spec §2.1, §4): the base64 of a flow
 * message's JSON body (src/features/messages/message-routing.ts toBase64). Pure: decoding and reading the
 * fields the pages show; nothing here renders.
 */
export type DecodedConfig = { kind: 'ok'; body: Record<string, unknown> } | { kind: 'error'; reason: 'missing' | 'base64' | 'json' };

/** Standard or URL-safe base64, with a `+` that a query string turned into a space put back. */
function bytesOf(config: string): Uint8Array | null {
  const cleaned = config.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned)) return null;
  try {
    const binary = atob(cleaned.padEnd(Math.ceil(cleaned.length / 4) * 4, '='));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export function decodeFlowConfig(config: string | null | undefined): DecodedConfig {
  if (!config || !config.trim()) return { kind: 'error', reason: 'missing' };
  const bytes = bytesOf(config);
  if (!bytes) return { kind: 'error', reason: 'base64' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'error', reason: 'base64' };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { kind: 'ok', body: value as Record<string, unknown> };
  } catch {
    // falls through: not JSON
  }
  return { kind: 'error', reason: 'json' };
}

/**
 * The facts a flow message states, each read from the first key that has it: the names the JNPF
 * flow message bodies use. Keys not named here are shown as they are (otherFields).
 */
export const FLOW_FIELD_KEYS = {
  title: ['title', 'fullName', 'flowTitle'],
  flowName: ['flowName', 'flowFullName'],
  flowCode: ['enCode', 'flowCode'],
  node: ['thisStep', 'nodeName', 'taskNodeName'],
  task: ['taskId', 'processId'],
  sender: ['creatorUser', 'userName', 'sendUser', 'launchUser'],
  time: ['creatorTime', 'startTime', 'releaseTime', 'sendTime'],
  status: ['status', 'flowStatus'],
  urgency: ['flowUrgent', 'urgent'],
} as const;
export type FlowField = keyof typeof FLOW_FIELD_KEYS;

/** Flow status codes of spec §4: 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel. */
export const FLOW_STATUSES = [1, 2, 3, 4, 5] as const;
/** Urgency of spec §4: 1 normal, 2 important, 3 urgent; normal when the message says nothing. */
export const URGENCIES = [1, 2, 3] as const;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export function fieldValue(body: Record<string, unknown>, field: FlowField): unknown {
  const key = FLOW_FIELD_KEYS[field].find((name) => present(body[name]));
  return key === undefined ? undefined : body[key];
}

/** A status code of spec §4, or undefined when absent or unknown (the page then shows the raw value). */
export function statusCode(value: unknown): (typeof FLOW_STATUSES)[number] | undefined {
  return FLOW_STATUSES.find((code) => code === Number(value));
}

export function urgencyCode(value: unknown): (typeof URGENCIES)[number] | undefined {
  if (!present(value)) return 1;
  return URGENCIES.find((code) => code === Number(value));
}

/** The key each field was read from (absent fields have none). */
export function usedKeys(body: Record<string, unknown>): Set<string> {
  return new Set((Object.keys(FLOW_FIELD_KEYS) as FlowField[]).flatMap((field) => FLOW_FIELD_KEYS[field].find((name) => present(body[name])) ?? []));
}

/** The body's other keys (the fields above did not read them), as text, in the body's order. */
export function otherFields(body: Record<string, unknown>): [string, string][] {
  const used = usedKeys(body);
  return Object.entries(body)
    .filter(([key, value]) => !used.has(key) && present(value))
    .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}
