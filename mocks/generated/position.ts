// Generated from schemas/position.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { positionEntity } from "../../server/generated/position.ts";

/** The msw twin of the server's /api/permission/Position routes. */
export const positionHandlers = entityHandlers(positionEntity);

/** A valid record; `n` keeps unique fields unique. */
export function positionSeed(n: number): Record<string, unknown> {
  return sampleRecord(positionEntity, n);
}
