import type { FromSchema } from 'json-schema-to-ts';
import { CERTIFIED_PRE_OWNED_TAG } from '../../runtime/rules/certified-pre-owned';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';
import { linkTargetField } from '../kit/fields/link-target-field';
import { CONTENT_TEXT_STYLES } from './content-text';

/**
 * Spec (detail §2 "Vehicle page"): the Why Buy From Us, Protect Your Car and
 * Toyota Certified Pre-Owned sections. The default is Why Buy From Us,
 * worded from the spec's own proposition banners.
 */
export const VEHICLE_CONTENT_USES =
  'Suggested uses: Why Buy From Us for every car, as points (the starting text); Protect Your Car for every car, a paragraph on warranty and protection plans linking to /warranty; Toyota Certified Pre-Owned for certified cars only, a few points linking to /pages/pre-owned-benefits.';

export const vehicleContentSchema = {
  type: 'object',
  title: 'Vehicle page content',
  description: `A heading, some text and an optional link on the vehicle page, for every car or certified cars only. ${VEHICLE_CONTENT_USES}`,
  additionalProperties: false,
  required: ['heading', 'text', 'textStyle', 'linkLabel', 'showFor'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Why Buy From Us' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a part of the vehicle page of its own, 3 inside a section with its own heading.'),
    text: {
      type: 'string',
      title: 'Text',
      description: 'Plain text. As paragraphs, a blank line starts the next one; as points, each line is one point.',
      minLength: 1,
      maxLength: 2000,
      default:
        'Reserve Quickly Online: search and reserve in a few clicks.\nSecure Online Payments: your payments are fully encrypted.\nApply For Finance: complete the online application and we do the rest.',
    },
    textStyle: { type: 'string', title: 'Show the text as', oneOf: CONTENT_TEXT_STYLES, default: 'points' },
    linkHref: {
      ...linkTargetField('Link goes to'),
      maxLength: 2000,
      description: 'A page of this site, like /warranty, or a full address starting with https://. Leave empty for no link.',
    },
    linkLabel: { type: 'string', title: 'Link text', minLength: 1, maxLength: 60, default: 'Find out more' },
    showFor: {
      type: 'string',
      title: 'Show for',
      oneOf: [
        { const: 'every-car', title: 'Every car' },
        { const: 'certified-cars', title: `Certified cars only (certified, or tagged ${CERTIFIED_PRE_OWNED_TAG})` },
      ],
      default: 'every-car',
    },
  },
} as const;

export type VehicleContentProps = FromSchema<typeof vehicleContentSchema>;

export const vehicleContentDefaults = defaultsOf(vehicleContentSchema);
