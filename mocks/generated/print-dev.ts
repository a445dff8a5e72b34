// Generated from schemas/print-dev.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { printDevEntity } from "../../server/generated/print-dev.ts";

/** The msw twin of the server's /api/system/printDev routes. */
export const printDevHandlers = entityHandlers(printDevEntity);

/** A valid record; `n` keeps unique fields unique. */
export function printDevSeed(n: number): Record<string, unknown> {
  return sampleRecord(printDevEntity, n);
}
