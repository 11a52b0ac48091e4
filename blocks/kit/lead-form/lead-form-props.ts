import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../../runtime/schema-defaults';
import { leadRequestSchema } from '../../../schemas/api/leads';
import { headingLevelField } from '../fields/heading-level-field';

const words = <const Title extends string, const Default extends string>(title: Title, fallback: Default, maxLength: number) =>
  ({ type: 'string', title, minLength: 1, maxLength, default: fallback }) as const;
const ask = <const Title extends string, const Description extends string, const Default extends boolean>(title: Title, description: Description, fallback: Default) =>
  ({ type: 'boolean', title, description, default: fallback }) as const;

const CATEGORY_LENGTH = leadRequestSchema.properties.category.maxLength;
const SERVICE_LENGTH = leadRequestSchema.properties.additional_services.items.maxLength;

export const enquiryFormSchema = {
  type: 'object',
  title: 'Enquiry form',
  description: 'A form a shopper fills in to send you a lead: an enquiry, a test drive booking, a contact request, a finance enquiry, a job application or a photo request.',
  additionalProperties: false,
  properties: {
    form: {
      type: 'string',
      title: 'Which form',
      description: 'Decides which fields are asked and how your lead system files the lead. On a vehicle page the lead is about that car.',
      oneOf: [
        { const: 'enquiry', title: 'Enquiry' },
        { const: 'test-drive', title: 'Test drive booking' },
        { const: 'contact', title: 'Contact us' },
        { const: 'finance', title: 'Finance enquiry' },
        { const: 'careers', title: 'Careers enquiry' },
        { const: 'photo-request', title: 'Photo request' },
      ],
      default: 'enquiry',
    },
    heading: words('Heading', 'Send us an enquiry', 120),
    headingLevel: headingLevelField([2, 3], 2, '2 for a form of its own on the page, 3 inside a section with its own heading.'),
    intro: { type: 'string', title: 'Text under the heading', maxLength: 500, default: '' },
    askInSteps: ask(
      'Ask in steps',
      'One step at a time, shorter on a phone: their contact details first, then the questions about the car and extras (what it is about, which dealership, a date, finance, trade-in, services), then the message and the tick boxes. Only the last step sends the lead. A form with little to ask stays on one page.',
      false,
    ),
    askCategory: ask('Ask what the enquiry is about', 'General enquiries only (the Enquiry form, away from a vehicle page).', true),
    categories: {
      type: 'array',
      title: 'Enquiry categories',
      description: 'The choices for "what the enquiry is about". The first is chosen to begin with.',
      items: { type: 'string', title: 'Category', minLength: 1, maxLength: CATEGORY_LENGTH },
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      default: ['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry'],
    },
    askLocation: ask(
      'Ask which location',
      'The shopper must then choose one. Asked on every form anyway when your settings say so, and when you have more than one dealership.',
      false,
    ),
    askContactMethod: ask('Ask how they would like to be contacted', 'Phone, Email or SMS; Phone when not asked.', false),
    askFinance: ask('Ask whether they need finance', 'Yes or no.', false),
    askTradeIn: ask('Ask whether they have a trade-in', 'Yes or no.', false),
    askPostcode: ask('Ask for their postcode', 'Always asked, and required, on the Contact us form.', false),
    askDateTime: ask('Ask when they would like to come', 'Test drive bookings only: a preferred date and time (optional for the shopper).', true),
    askRego: ask('Ask for their car’s rego', 'The registration of the car they drive now, e.g. for a service or trade-in question (optional for the shopper).', false),
    askOptIn: ask('Offer news and offers by email', 'A tick box the shopper may tick; unticked to begin with. The lead says whether they ticked it.', true),
    services: {
      type: 'array',
      title: 'Extra services they can tick',
      description: 'Sent with the lead as the services the shopper is interested in, e.g. Window tinting.',
      items: {
        type: 'string',
        title: 'Service',
        minLength: 1,
        maxLength: SERVICE_LENGTH,
        pattern: '^[^.\\[\\]]+$',
        'x-editor': { patternWords: 'be written without full stops or square brackets' },
      },
      maxItems: leadRequestSchema.properties.additional_services.maxItems,
      uniqueItems: true,
      default: [],
    },
    submitLabel: words('Button text', 'Submit', 40),
  },
} as const;

export type EnquiryFormProps = FromSchema<typeof enquiryFormSchema>;

export const enquiryFormDefaults = defaultsOf(enquiryFormSchema);
