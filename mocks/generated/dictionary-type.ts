// Generated from schemas/dictionary-type.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { dictionaryTypeEntity } from "../../server/generated/dictionary-type.ts";

/** The msw twin of the server's /api/system/DictionaryType routes. */
export const dictionaryTypeHandlers = entityHandlers(dictionaryTypeEntity);

/** A valid record; `n` keeps unique fields unique. */
export function dictionaryTypeSeed(n: number): Record<string, unknown> {
  return sampleRecord(dictionaryTypeEntity, n);
}
