import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { faqItemSchema } from '../kit/faq/faq-item';
import { headingLevelField } from '../kit/fields/heading-level-field';

const words = <const Title extends string, const Default extends string>(title: Title, fallback: Default, maxLength: number) =>
  ({ type: 'string', title, minLength: 1, maxLength, default: fallback }) as const;

/**
 * Spec detail §2 "Other widgets: Trade-in FAQ accordion"; §9: "an online
 * estimate is generally not given for cars over 7 years or 100,000 km;
 * estimates come from a third-party valuation tool and are subject to
 * inspection." The spec's words are the default answers.
 */
const FAQ_DEFAULT = [
  {
    question: 'Can I get an online estimate for any car?',
    answer: 'An online estimate is generally not given for cars over 7 years or 100,000 km. Send us your details anyway: we will call you and value your car in person.',
  },
  {
    question: 'Where does the estimate come from?',
    answer: 'Estimates come from a third-party valuation tool and are subject to inspection.',
  },
  {
    question: 'What happens when I accept the offer?',
    answer: 'We call you to arrange an inspection of your car. The offer stands if the car is as you described it.',
  },
];

export const tradeInSchema = {
  type: 'object',
  title: 'Trade-in valuation',
  description: "The shopper's details, a rego lookup, a valuation of their car and your offer, step by step; with the trade-in FAQ beneath.",
  additionalProperties: false,
  properties: {
    heading: words('Heading', 'Trade In Valuation', 120),
    headingLevel: headingLevelField([2, 3], 2, '2 for a block of its own on the page, 3 inside a section with its own heading. Each step’s heading is one level below.'),
    intro: {
      type: 'string',
      title: 'Text under the heading',
      maxLength: 500,
      default: 'An instant trade-in price from an independent valuation tool, in four short steps.',
    },
    faqHeading: words('FAQ heading', 'Trade-in FAQ', 120),
    faq: {
      type: 'array',
      title: 'Questions and answers',
      description: 'Shown as an accordion under the steps. Leave the list empty to show none.',
      maxItems: 12,
      items: faqItemSchema,
      default: FAQ_DEFAULT,
    },
  },
} as const;

export type TradeInProps = FromSchema<typeof tradeInSchema>;

export const tradeInDefaults = defaultsOf(tradeInSchema);
