import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/** Feedback a signed-in user sent from the navbar (spec §2.5); administrators read it. */
export const feedbackTable = defineTable(
  'base_feedback',
  {
    id: 'id',
    userId: 'string',
    /** suggestion | problem | other */
    category: 'string',
    content: 'text',
    /** how to reach the sender, as they wrote it (optional) */
    contact: 'string',
    /** the page the sender was on */
    pagePath: 'string',
    creatorTime: 'bigint',
  },
  [{ name: 'base_feedback_time_ix', columns: ['creatorTime'] }],
);

export interface FeedbackDatabase {
  base_feedback: TableRow<typeof feedbackTable>;
}
