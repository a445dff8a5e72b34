// Generated from schemas/area.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { areaEntity } from "../../server/generated/area.ts";

/** The msw twin of the server's /api/system/Area routes. */
export const areaHandlers = entityHandlers(areaEntity);

/** A valid record; `n` keeps unique fields unique. */
export function areaSeed(n: number): Record<string, unknown> {
  return sampleRecord(areaEntity, n);
}
