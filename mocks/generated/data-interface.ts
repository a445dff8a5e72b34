// Generated from schemas/data-interface.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { dataInterfaceEntity } from "../../server/generated/data-interface.ts";

/** The msw twin of the server's /api/system/DataInterface routes. */
export const dataInterfaceHandlers = entityHandlers(dataInterfaceEntity);

/** A valid record; `n` keeps unique fields unique. */
export function dataInterfaceSeed(n: number): Record<string, unknown> {
  return sampleRecord(dataInterfaceEntity, n);
}
