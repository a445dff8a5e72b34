// Generated from schemas/user.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { userEntity } from "../../server/generated/user.ts";

/** The msw twin of the server's /api/permission/Users routes. */
export const userHandlers = entityHandlers(userEntity);

/** A valid record; `n` keeps unique fields unique. */
export function userSeed(n: number): Record<string, unknown> {
  return sampleRecord(userEntity, n);
}
