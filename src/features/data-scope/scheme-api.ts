import { request } from '../../lib/request/request.ts';
import { entityResources, type EntityRecord } from '../../lib/data/entity-resource.ts';
import type { FieldType, SchemeField } from './conditions.ts';

/**
 * The calls of a menu's data-permission schemes (contract §3: ModuleDataAuthorizeScheme, and the
 * fields a condition may test from ModuleDataAuthorize/{moduleId}/Fields). A failure rejects after
 * the request client has shown the server's message.
 */
export const schemeResource = entityResources.moduleDataScheme;
const BASE = schemeResource.base;
const FIELD_TYPES: readonly FieldType[] = ['string', 'number', 'date', 'user', 'organize'];

/** The menu's schemes, in the server's order. */
export async function schemesOf(moduleId: string): Promise<EntityRecord[]> {
  const answer = await request<{ list?: EntityRecord[] } | EntityRecord[]>({ url: `${BASE}/${encodeURIComponent(moduleId)}/List` });
  const data = answer.data;
  return (Array.isArray(data) ? data : data?.list) ?? [];
}

/** The fields of the menu's records a condition may test; an unknown type reads as text. */
export async function fieldsOf(moduleId: string): Promise<SchemeField[]> {
  const answer = await request<{ list?: Partial<SchemeField>[] }>({ url: `/api/system/ModuleDataAuthorize/${encodeURIComponent(moduleId)}/Fields` });
  return (answer.data?.list ?? []).flatMap((entry) =>
    entry.field ? [{ field: entry.field, fullName: entry.fullName || entry.field, type: FIELD_TYPES.find((type) => type === entry.type) ?? 'string' }] : [],
  );
}

/** Only what the schema lets a client write travels (not the list's id, conditionText or audit columns). */
function bodyOf(data: Record<string, unknown>, moduleId: string): Record<string, unknown> {
  const writable = Object.keys(schemeResource.bodySchema.properties);
  return { ...Object.fromEntries(Object.entries(data).filter(([key]) => writable.includes(key))), moduleId };
}

/** Creates (no id) or updates a scheme; answers the server's message. */
export async function saveScheme(id: string | undefined, data: Record<string, unknown>, moduleId: string): Promise<string | undefined> {
  const body = bodyOf(data, moduleId);
  const answer = id
    ? await request({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'PUT', data: body })
    : await request({ url: BASE, method: 'POST', data: body });
  return answer.msg;
}

export async function removeScheme(id: string): Promise<string | undefined> {
  return (await request({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'DELETE' })).msg;
}

/** Enables a disabled scheme and disables an enabled one. */
export async function toggleScheme(id: string): Promise<string | undefined> {
  return (await request({ url: `${BASE}/${encodeURIComponent(id)}/Actions/State`, method: 'PUT' })).msg;
}
