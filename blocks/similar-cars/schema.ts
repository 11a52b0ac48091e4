import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { carShelfHeadingField, carShelfHeadingLevelField } from '../kit/fields/heading-level-field';
import { vehicleCardButtonsField } from '../kit/vehicle-card/card-buttons';

export const MAX_SIMILAR_CARS = 12;

export const similarCarsSchema = {
  type: 'object',
  title: 'Similar cars',
  description: 'Cars of the same make, model and body as the car on the page, available now, nearest in price first.',
  additionalProperties: false,
  properties: {
    heading: carShelfHeadingField('Similar cars'),
    limit: {
      type: 'integer',
      title: 'How many cars',
      description: `At most ${MAX_SIMILAR_CARS}. When there are none, shoppers see nothing here.`,
      minimum: 1,
      maximum: MAX_SIMILAR_CARS,
      default: 4,
    },
    buttons: vehicleCardButtonsField,
    headingLevel: carShelfHeadingLevelField,
  },
} as const;

export type SimilarCarsProps = FromSchema<typeof similarCarsSchema>;

export const similarCarsDefaults = defaultsOf(similarCarsSchema);
