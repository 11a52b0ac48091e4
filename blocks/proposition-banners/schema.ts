import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { linkTargetField } from '../kit/fields/link-target-field';

export const PROPOSITION_ICONS = ['reserve', 'secure-payment', 'finance', 'trade-in', 'test-drive', 'service'] as const;

export type PropositionIcon = (typeof PROPOSITION_ICONS)[number];

/** The spec's proposition banners, word for word. */
const SPEC_PROPOSITIONS = [
  { title: 'Reserve Quickly Online', text: 'Search and reserve in a few clicks', icon: 'reserve', href: '/search/new-used-and-demo-cars' },
  { title: 'Secure Online Payments', text: 'Payments fully encrypted', icon: 'secure-payment' },
  { title: 'Apply For Finance', text: 'Complete the online application and the dealer does the rest', icon: 'finance', href: '/finance' },
] as const;

export const propositionBannersSchema = {
  type: 'object',
  title: 'Proposition banners',
  description: 'Short reasons to buy from this dealer, each with an icon; three to start with.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', description: 'Shown above the banners; leave empty for none.', maxLength: 120, default: '' },
    items: {
      type: 'array',
      title: 'Banners',
      minItems: 1,
      maxItems: 6,
      default: SPEC_PROPOSITIONS,
      items: {
        type: 'object',
        title: 'Banner',
        additionalProperties: false,
        required: ['title', 'icon'],
        properties: {
          title: { type: 'string', title: 'Title', minLength: 1, maxLength: 60 },
          text: { type: 'string', title: 'Text', maxLength: 200, default: '' },
          icon: {
            type: 'string',
            title: 'Icon',
            enum: PROPOSITION_ICONS,
            'x-editor': {
              labels: {
                reserve: 'Reserve (a car with a tick)',
                'secure-payment': 'Secure payment (a padlock)',
                finance: 'Finance (a bank)',
                'trade-in': 'Trade-in (two arrows)',
                'test-drive': 'Test drive (a steering wheel)',
                service: 'Service (a spanner)',
              },
            },
          },
          href: linkTargetField('Goes to'),
        },
      },
    },
  },
} as const;

export type PropositionBannersProps = FromSchema<typeof propositionBannersSchema>;

export const propositionBannersDefaults = defaultsOf(propositionBannersSchema);
