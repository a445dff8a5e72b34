import { reportSessionRefusal, request } from '../../lib/request/request.ts';
import type { Envelope } from '../../lib/request/types.ts';
import type { RecordRow, RecordsPage } from '../../components/record-picker/record-rows.ts';

/**
 * The related-form picker's calls (spec lowcode §7 "Model-based picker"; contract §7.1
 * FieldDataSelect, §7.4 info and Config): one page of a released form's records, one record by
 * id, and the form's definition. The lookups are silent (spec §8: a failed relation lookup stores
 * an empty value and shows nothing), yet an ended session still sends the user to sign in.
 */

const path = (...parts: string[]) => `/api/visualdev/${parts.map(encodeURIComponent).join('/')}`;

/** What the picker list sends besides the page (spec §7: relationField, columnOptions comma-joined). */
export interface RelationListQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  relationField: string;
  columnOptions: string;
}

class RelationLookupFailed extends Error {}

/** A raw envelope's data, or a rejection (after reporting an ended session) when it was refused. */
function dataOf<T>(answer: Envelope<T>): T | undefined {
  if (answer.code === 200) return answer.data;
  reportSessionRefusal(answer.code, answer.msg ?? '');
  throw new RelationLookupFailed(answer.msg ?? '');
}

/** One page of the form's records: `{id, <relationField>, <columns>…}` rows and the total. */
export async function listRelationRecords(modelId: string, query: RelationListQuery): Promise<RecordsPage> {
  const answer = await request<{ list?: RecordRow[]; pagination?: { total?: number } }>({
    url: path('Base', modelId, 'FieldDataSelect'),
    data: query,
    raw: true,
  });
  const data = dataOf(answer);
  return { list: Array.isArray(data?.list) ? data.list : [], total: Number(data?.pagination?.total ?? 0) };
}

/** `data` as the server sends it: a JSON string of the record's raw values (or, from another server, the object itself). */
const parsedRecord = (data: unknown): Record<string, unknown> | undefined => {
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One record of the form, its raw values with its id (contract §7.4: `{ ...JSON.parse(data), id }`),
 * or undefined when the lookup fails or the record is gone.
 */
export async function fetchRelationRecord(modelId: string, id: string): Promise<Record<string, unknown> | undefined> {
  try {
    const answer = await request<{ id?: unknown; data?: unknown }>({ url: path('OnlineDev', modelId, id), raw: true });
    const data = dataOf(answer);
    const record = parsedRecord(data?.data);
    return record ? { ...record, id: data?.id ?? id } : undefined;
  } catch {
    return undefined;
  }
}

/** The form's definition as Config answers it: formData parsed, and the form's name. */
export interface RelationFormDefinition {
  formData: Record<string, unknown>;
  fullName: string;
}

/** The form's definition (contract §7.4 Config, answered raw), or a rejection when it cannot be read. */
export async function fetchRelationFormDefinition(modelId: string): Promise<RelationFormDefinition> {
  const answer = await request<{ formData?: unknown; fullName?: unknown }>({ url: path('OnlineDev', modelId, 'Config'), raw: true });
  const data = dataOf(answer);
  const formData = parsedRecord(data?.formData);
  if (!formData) throw new RelationLookupFailed('formData');
  return { formData, fullName: typeof data?.fullName === 'string' ? data.fullName : '' };
}
