import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { slugSchema } from '../../schemas/common';
import { vehicleCardButtonsField } from '../kit/vehicle-card/card-buttons';
import { carShelfHeadingField, carShelfHeadingLevelField } from '../kit/fields/heading-level-field';

export const MAX_FEATURED_CARS = 12;

export const featuredVehiclesSchema = {
  type: 'object',
  title: 'Featured vehicles',
  description: 'A few cars as cards: the ones chosen by name, or the newest in stock.',
  additionalProperties: false,
  properties: {
    heading: carShelfHeadingField('Featured vehicles'),
    carSlugs: {
      type: 'array',
      title: 'Chosen cars',
      description:
        'Picked from your stock by stock number or name, shown in this order. Leave empty to show the newest cars instead. A car that is sold and gone from the site is left out.',
      items: { ...slugSchema, maxLength: 200, title: 'Car', 'x-editor': { widget: 'car' } },
      uniqueItems: true,
      maxItems: MAX_FEATURED_CARS,
    },
    limit: {
      type: 'integer',
      title: 'How many cars',
      description: 'When no cars are chosen: how many of the newest to show.',
      minimum: 1,
      maximum: MAX_FEATURED_CARS,
      default: 4,
    },
    buttons: vehicleCardButtonsField,
    emptyText: {
      type: 'string',
      title: 'Text when there are no cars',
      minLength: 1,
      maxLength: 200,
      default: 'No cars to show right now. Please check back soon.',
    },
    headingLevel: carShelfHeadingLevelField,
  },
} as const;

export type FeaturedVehiclesProps = FromSchema<typeof featuredVehiclesSchema>;

export const featuredVehiclesDefaults = defaultsOf(featuredVehiclesSchema);
