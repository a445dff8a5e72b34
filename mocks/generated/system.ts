// Generated from schemas/system.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { systemEntity } from "../../server/generated/system.ts";

/** The msw twin of the server's /api/system/System routes. */
export const systemHandlers = entityHandlers(systemEntity);

/** A valid record; `n` keeps unique fields unique. */
export function systemSeed(n: number): Record<string, unknown> {
  return sampleRecord(systemEntity, n);
}
