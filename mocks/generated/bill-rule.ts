// Generated from schemas/bill-rule.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { billRuleEntity } from "../../server/generated/bill-rule.ts";

/** The msw twin of the server's /api/system/BillRule routes. */
export const billRuleHandlers = entityHandlers(billRuleEntity);

/** A valid record; `n` keeps unique fields unique. */
export function billRuleSeed(n: number): Record<string, unknown> {
  return sampleRecord(billRuleEntity, n);
}
