import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { faqItemSchema } from '../kit/faq/faq-item';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const faqSchema = {
  type: 'object',
  title: 'FAQ',
  description: 'Questions and answers, each answer opening under its question.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Frequently asked questions' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a block of its own on the page, 3 inside a section with its own heading. Each question is one level below.'),
    items: {
      type: 'array',
      title: 'Questions and answers',
      description: 'In the order shown. With none, shoppers see nothing here.',
      maxItems: 40,
      items: faqItemSchema,
      default: [],
    },
  },
} as const;

export type FaqProps = FromSchema<typeof faqSchema>;

/** A new block starts with sample questions to edit; a block written without any shows none. */
export const faqDefaults: FaqProps = {
  ...defaultsOf(faqSchema),
  items: [
    {
      question: 'Can I have a car I like held for me?',
      answer: 'Yes: where we offer it, reserve online with a refundable deposit and we hold the car while you arrange a test drive.',
    },
    { question: 'Do you take trade-ins?', answer: 'Yes. Value your car online in a few minutes and bring it in for inspection.' },
  ],
};
