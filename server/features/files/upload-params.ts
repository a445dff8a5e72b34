import { AppError } from '../../core/http/app-error.ts';
import { STORED_EXTENSION, storeFolderOf } from '../../core/files/stored-files.ts';
import { CHUNKS_FOLDER } from './chunk-store.ts';

/**
 * The text parameters of the chunk and merge calls, read from a query or a multipart form and
 * checked one by one: a malformed value is refused naming its field, before anything is looked up.
 */
export type RawParams = ReadonlyMap<string, string>;

/** The refusal of a malformed parameter, naming its field. */
export const fieldRefusal = (field: string): AppError => new AppError('badRequestField', { params: { field } });

/** A whole number in [min, max]; `fallback` when the field is absent (refused when there is none). */
export function integerParam(params: RawParams, field: string, min: number, max: number, fallback?: number): number {
  const raw = params.get(field)?.trim();
  if (raw === undefined || raw === '') {
    if (fallback === undefined) throw fieldRefusal(field);
    return fallback;
  }
  if (!/^\d{1,16}$/.test(raw)) throw fieldRefusal(field);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw fieldRefusal(field);
  return value;
}

/** The whole-file MD5 simple-uploader names the upload by (contract §6.2): 32 lower-case hex digits. */
export function identifierParam(params: RawParams): string {
  const raw = params.get('identifier') ?? '';
  if (!/^[0-9a-f]{32}$/.test(raw)) throw fieldRefusal('identifier');
  return raw;
}

/** An extension as the upload names it, lower case, without the dot; '' when absent. */
export function extensionParam(params: RawParams): string {
  const raw = (params.get('extension') ?? '').trim().toLowerCase().replace(/^\./, '');
  if (raw !== '' && !STORED_EXTENSION.test(raw)) throw fieldRefusal('extension');
  return raw;
}

/**
 * Upload types that have their own routes and rules (the avatar, the chat's images) or are the
 * store's own area (the chunks): the generic upload and the merge never store under them.
 */
const RESERVED_TYPES = new Set(['useravatar', 'im', CHUNKS_FOLDER]);

/** An upload type the generic routes store under: letters only, at most 32, not reserved. */
export function uploadTypeOf(raw: string | undefined, field = 'type'): string {
  const folder = storeFolderOf(raw ?? '');
  if (!raw || !folder || RESERVED_TYPES.has(folder)) throw fieldRefusal(field);
  return raw;
}

/** Upload types that take nothing but images (contract §6.1: annexpic). */
export const takesOnlyImages = (type: string): boolean => type.toLowerCase() === 'annexpic';

/** A query's values and a form's fields as one set of parameters (the form's win; a repeated query value counts once). */
export function paramsOf(query: unknown, fields: ReadonlyMap<string, string> = new Map()): RawParams {
  const params = new Map<string, string>();
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') params.set(name, first);
    }
  }
  for (const [name, value] of fields) params.set(name, value);
  return params;
}
