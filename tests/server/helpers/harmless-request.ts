import type { InjectOptions } from 'fastify';
import type { RecordedRoute } from './route-recorder.ts';
import type { JsonSchemaObject } from './json-schema.ts';
import { sampleMatching } from './pattern-sample.ts';

/**
 * One request per route that can change nothing real: every path parameter names a record that
 * does not exist (shaped to pass the parameter's own schema, so the answer is about access, not
 * about the address), and writes carry an empty JSON object (DELETE no body at all).
 */

export const MISSING_ID = 'matrix-no-such-record';

function parameterValue(schema: JsonSchemaObject | undefined): string {
  if (schema?.enum && schema.enum.length > 0) return String(schema.enum[0]);
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return String(schema?.minimum ?? 1);
  return sampleMatching(schema?.pattern, { seed: MISSING_ID, minLength: schema?.minLength, maxLength: schema?.maxLength }) ?? MISSING_ID;
}

export function harmlessPath(route: RecordedRoute): string {
  const properties = route.paramsSchema?.properties ?? {};
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => encodeURIComponent(parameterValue(properties[name]))).replace(/\*$/, MISSING_ID);
}

export function harmlessRequest(route: RecordedRoute, token: string | undefined): InjectOptions {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const request: InjectOptions = { method: route.method as InjectOptions['method'], url: harmlessPath(route), headers };
  if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') request.payload = {};
  return request;
}
