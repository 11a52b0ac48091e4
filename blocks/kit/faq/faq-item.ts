import type { FromSchema } from 'json-schema-to-ts';

/** One question and its answer as a dealer writes them: plain text, shown as written (line breaks kept). */
export const faqItemSchema = {
  type: 'object',
  title: 'Question',
  additionalProperties: false,
  required: ['question', 'answer'],
  properties: {
    question: { type: 'string', title: 'Question', minLength: 1, maxLength: 200 },
    answer: { type: 'string', title: 'Answer', description: 'Plain text; line breaks are kept.', minLength: 1, maxLength: 2000 },
  },
} as const;

export type FaqItem = FromSchema<typeof faqItemSchema>;
