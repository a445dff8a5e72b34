// Generated from schemas/menu.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { menuEntity } from "../../server/generated/menu.ts";

/** The msw twin of the server's /api/system/Menu routes. */
export const menuHandlers = entityHandlers(menuEntity);

/** A valid record; `n` keeps unique fields unique. */
export function menuSeed(n: number): Record<string, unknown> {
  return sampleRecord(menuEntity, n);
}
