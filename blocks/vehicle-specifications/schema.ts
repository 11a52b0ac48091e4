import type { FromSchema } from 'json-schema-to-ts';
import { SPECIFICATION_LIST_FIRST_SHOWN, SPECIFICATION_LIST_FIRST_SHOWN_CHOICES } from '../../runtime/rules/specification-list';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';
import { SPECIFICATION_LISTS } from './specification-lists';

export const VEHICLE_SPECIFICATIONS_LABEL = 'Specifications';

export const vehicleSpecificationsSchema = {
  type: 'object',
  title: VEHICLE_SPECIFICATIONS_LABEL,
  description: "One of the car's specification lists on its vehicle page, showing its first entries until the shopper asks for the rest.",
  additionalProperties: false,
  required: ['list', 'headingLevel', 'firstShown', 'buttonWording'],
  properties: {
    list: { type: 'string', title: 'Which list', oneOf: SPECIFICATION_LISTS, default: 'key-information' },
    heading: {
      type: 'string',
      title: 'Heading',
      description: "Leave empty to use the list's own name: Key information, Car Summary, All Specifications or Standard equipment.",
      maxLength: 120,
    },
    headingLevel: headingLevelField([2, 3], 2, '2 for a part of the vehicle page of its own, 3 inside a section with its own heading.'),
    firstShown: {
      type: 'integer',
      title: 'Entries shown before the button',
      description: 'The rest appear when the shopper presses the button. 4 is the usual; 8 suits long lists.',
      enum: SPECIFICATION_LIST_FIRST_SHOWN_CHOICES,
      default: SPECIFICATION_LIST_FIRST_SHOWN,
    },
    buttonWording: {
      type: 'string',
      title: 'Button wording',
      oneOf: [
        { const: 'show-more', title: 'Show More / Show Less' },
        { const: 'show-all', title: 'Show All / Hide' },
      ],
      default: 'show-more',
    },
  },
} as const;

export type VehicleSpecificationsProps = FromSchema<typeof vehicleSpecificationsSchema>;

export const vehicleSpecificationsDefaults = defaultsOf(vehicleSpecificationsSchema);
