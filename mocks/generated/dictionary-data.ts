// Generated from schemas/dictionary-data.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { dictionaryDataEntity } from "../../server/generated/dictionary-data.ts";

/** The msw twin of the server's /api/system/DictionaryData routes. */
export const dictionaryDataHandlers = entityHandlers(dictionaryDataEntity);

/** A valid record; `n` keeps unique fields unique. */
export function dictionaryDataSeed(n: number): Record<string, unknown> {
  return sampleRecord(dictionaryDataEntity, n);
}
