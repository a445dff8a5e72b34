// Generated from schemas/message-template.schema.json — do not edit; run npm run generate
import { entityHandlers } from "../handlers/entity-handlers.ts";
import { sampleRecord } from "../store/seed-factory.ts";
import { messageTemplateEntity } from "../../server/generated/message-template.ts";

/** The msw twin of the server's /api/message/MessageTemplateConfig routes. */
export const messageTemplateHandlers = entityHandlers(messageTemplateEntity);

/** A valid record; `n` keeps unique fields unique. */
export function messageTemplateSeed(n: number): Record<string, unknown> {
  return sampleRecord(messageTemplateEntity, n);
}
