// Generated from schemas/role.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { roleEntity } from "../../server/generated/role.ts";

/** The msw twin of the server's /api/permission/Role routes. */
export const roleHandlers = entityHandlers(roleEntity);

/** A valid record; `n` keeps unique fields unique. */
export function roleSeed(n: number): Record<string, unknown> {
  return sampleRecord(roleEntity, n);
}
