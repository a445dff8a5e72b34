import { reportSessionRefusal, request } from '../request/request.ts';
import type { Envelope } from '../request/types.ts';

/**
 * The calls of a data interface (contract §4.11, spec §7 "Interface-driven pickers"): the pickers
 * (src/features/interface-pickers), the option widgets' 'dynamic' source and the data-interface
 * page (src/features/data-interface) all go through here. `raw` calls answer the envelope as it
 * came, for callers that stay silent on failure (spec §8: a failed lookup stores an empty value).
 */

const base = '/api/system/DataInterface';
const path = (id: string, tail: string) => `${base}/${encodeURIComponent(id)}/${tail}`;

/** One parameter value sent with a run: JNPF's paramList entry (templateJson items carry more, the server reads field and defaultValue). */
export interface ParamValue {
  field: string;
  defaultValue?: unknown;
  relationField?: string;
  jnpfKey?: string;
  dataType?: string;
}

/** A parameter as the interface declares it (GetParam). */
export interface InterfaceParameter {
  field: string;
  dataType: string;
  defaultValue: string;
  required: boolean;
  fieldName?: string;
}

/** The picker list request of spec §7. `columnOptions` is the comma-joined column fields. */
export interface ListRequest {
  keyword?: string;
  currentPage: number;
  pageSize: number;
  propsValue?: string;
  relationField?: string;
  columnOptions?: string;
  paramList?: ParamValue[];
}

export type InterfaceRow = Record<string, unknown>;

export interface ListAnswer {
  list: InterfaceRow[];
  total: number;
}

export interface EchoRequest {
  ids: string[];
  propsValue?: string;
  relationField?: string;
  paramList?: ParamValue[];
}

export interface InterfaceLogEntry {
  id: string;
  invokTime: number;
  userId: string;
  userName?: string;
  invokIp: string;
  invokDevice: string;
  invokWasteTime: number;
  invokType: string;
  success: number;
  errorMessage: string;
}

/** Runs the interface with these parameters; `data` is its result as it stands (form options expect an array). */
export async function previewInterface(id: string, paramList: ParamValue[], options: { origin?: 'preview'; silent?: boolean } = {}): Promise<unknown> {
  const answer = await request<unknown>({
    url: path(id, 'Actions/Preview'),
    method: 'POST',
    data: { paramList, ...(options.origin ? { origin: options.origin } : {}) },
    raw: options.silent,
  });
  return unwrap(answer, options.silent);
}

/** One page of the picker list. */
export async function listInterface(id: string, body: ListRequest, options: { silent?: boolean } = {}): Promise<ListAnswer> {
  const answer = await request<{ list?: InterfaceRow[]; pagination?: { total?: number } }>({
    url: path(id, 'Action/List'),
    method: 'POST',
    data: { interfaceId: id, ...body },
    raw: options.silent,
  });
  const data = unwrap(answer, options.silent);
  return { list: Array.isArray(data?.list) ? data.list : [], total: Number(data?.pagination?.total ?? 0) };
}

/** Echo-back of stored ids: the rows they stand for (an empty list when the lookup fails, spec §8). */
export async function echoInterface(id: string, body: EchoRequest): Promise<InterfaceRow[]> {
  if (body.ids.length === 0) return [];
  try {
    const answer = await request<InterfaceRow[]>({ url: path(id, 'Action/InfoByIds'), method: 'POST', data: { interfaceId: id, ...body }, raw: true });
    reportSessionRefusal(answer.code, answer.msg ?? '');
    return answer.code === 200 && Array.isArray(answer.data) ? answer.data : [];
  } catch {
    return [];
  }
}

/** The interface's declared parameters. */
export async function interfaceParameters(id: string): Promise<InterfaceParameter[]> {
  const answer = await request<InterfaceParameter[]>({ url: `${base}/GetParam/${encodeURIComponent(id)}` });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The field names of the interface's result (runs it with these parameters). */
export async function interfaceFields(id: string, paramList: ParamValue[] = []): Promise<string[]> {
  const answer = await request<string[]>({ url: path(id, 'Actions/GetFields'), method: 'POST', data: { paramList } });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** Copies the interface; answers the server's message. */
export async function copyInterface(id: string): Promise<string> {
  const answer = await request<unknown>({ url: path(id, 'Actions/Copy'), method: 'POST' });
  return answer.msg ?? '';
}

/** One page of the interface's call log, newest first. */
export async function interfaceLog(
  id: string,
  page: { currentPage: number; pageSize: number; keyword?: string },
): Promise<{ list: InterfaceLogEntry[]; total: number }> {
  const answer = await request<{ list?: InterfaceLogEntry[]; pagination?: { total?: number } }>({
    url: `/api/system/DataInterfaceLog/${encodeURIComponent(id)}`,
    data: page,
  });
  return { list: answer.data?.list ?? [], total: Number(answer.data?.pagination?.total ?? 0) };
}

/** The interface picker's tree of categories and interfaces (Selector). */
export async function interfaceSelector(): Promise<unknown[]> {
  const answer = await request<{ list?: unknown[] } | unknown[]>({ url: `${base}/Selector` });
  const data = answer.data;
  return Array.isArray(data) ? data : (data?.list ?? []);
}

/** A silent call answers undefined data on a refusal instead of throwing; a loud one has already thrown. */
function unwrap<T>(answer: Envelope<T>, silent: boolean | undefined): T | undefined {
  if (silent && answer.code !== 200) {
    // Silent about the refusal, not about an ended session: that still sends the user to sign in.
    reportSessionRefusal(answer.code, answer.msg ?? '');
    throw new SilentFailure(answer.msg ?? '');
  }
  return answer.data;
}

/** A refusal of a silent call: the caller stores an empty value and shows nothing (spec §8). */
export class SilentFailure extends Error {}
