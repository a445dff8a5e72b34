// Generated from schemas/group.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { groupEntity } from "../../server/generated/group.ts";

/** The msw twin of the server's /api/permission/Group routes. */
export const groupHandlers = entityHandlers(groupEntity);

/** A valid record; `n` keeps unique fields unique. */
export function groupSeed(n: number): Record<string, unknown> {
  return sampleRecord(groupEntity, n);
}
