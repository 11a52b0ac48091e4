import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const vehicleLocationSchema = {
  type: 'object',
  title: 'Vehicle location',
  description: 'Where the car is: the yard’s name and address and a Get Directions link. Links to it use #vehicle-map.',
  additionalProperties: false,
  required: ['heading', 'directionsLabel'],
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'Vehicle location' },
    headingLevel: headingLevelField([2, 3], 2, '2 for a block of its own on the page, 3 inside a section with its own heading.'),
    directionsLabel: { type: 'string', title: 'Directions button label', minLength: 1, maxLength: 40, default: 'Get Directions' },
  },
} as const;

export type VehicleLocationProps = FromSchema<typeof vehicleLocationSchema>;

export const vehicleLocationDefaults = defaultsOf(vehicleLocationSchema);
