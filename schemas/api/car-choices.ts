import type { FromSchema } from 'json-schema-to-ts';
import { carSchema } from '../entities/car';

const car = carSchema.properties;

/** The most cars one answer offers: a picker's list, narrowed by typing more. */
export const CAR_CHOICES_LIMIT = 20;
/** The longest text a marketer searches the stock with: a stock number or a few words of a car's name. */
export const CAR_CHOICES_TEXT_MAX_LENGTH = 100;
/** The most chosen cars looked up at once: a block's whole list of chosen cars. */
export const CAR_CHOICES_SLUGS_MAX = 20;

/** The query: `q`, the text typed, or `slug` (repeated), the chosen cars to name. */
export const carChoicesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: CAR_CHOICES_TEXT_MAX_LENGTH, title: 'Search text' },
    slug: { type: 'array', items: car.slug, maxItems: CAR_CHOICES_SLUGS_MAX, title: 'Chosen cars' },
  },
} as const;

export type CarChoicesQuery = FromSchema<typeof carChoicesQuerySchema>;

/** One car as the editor's car picker offers it: enough to tell it from the next. */
export const carChoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'year', 'price'],
  properties: {
    slug: car.slug,
    name: car.name,
    year: car.year,
    price: car.price,
    stocknum: { type: 'string', description: 'The dealer’s stock number, as the feed writes it.' },
    photo: { type: 'string', description: 'The first photo’s address, for a thumbnail.' },
  },
} as const;

/**
 * GET /editor/api/sites/{slug}/car-choices?q=…: the site's cars a block can
 * show, found by stock number, registration or the words of their name,
 * newest first; or, with `slug=` (repeated), those cars, so a picker can
 * name the cars already chosen.
 */
export const carChoicesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cars'],
  properties: { cars: { type: 'array', items: carChoiceSchema, maxItems: CAR_CHOICES_LIMIT } },
} as const;

export type CarChoice = FromSchema<typeof carChoiceSchema>;
export type CarChoicesAnswer = FromSchema<typeof carChoicesAnswerSchema>;
