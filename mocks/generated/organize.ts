// Generated from schemas/organize.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { organizeEntity } from "../../server/generated/organize.ts";

/** The msw twin of the server's /api/permission/Organize routes. */
export const organizeHandlers = entityHandlers(organizeEntity);

/** A valid record; `n` keeps unique fields unique. */
export function organizeSeed(n: number): Record<string, unknown> {
  return sampleRecord(organizeEntity, n);
}
