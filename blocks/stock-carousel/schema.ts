import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { SEARCH_SORTS } from '../../schemas/api/search-words';
import { vehicleCardButtonsField } from '../kit/vehicle-card/card-buttons';
import { carShelfHeadingLevelField } from '../kit/fields/heading-level-field';
import { SEARCH_SORT_TITLES, stockFiltersSchema } from './filter-fields';

export const MAX_CAROUSEL_CARS = 24;

export const stockCarouselSchema = {
  type: 'object',
  title: 'Stock carousel',
  description: 'Cars picked by search filters, a sort and a limit, shown as a row to swipe or step through.',
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', description: 'Leave empty to show the cars without a heading.', maxLength: 120, default: 'Latest stock' },
    filters: stockFiltersSchema,
    sort: {
      type: 'string',
      title: 'Order',
      description: 'Which cars come first.',
      enum: SEARCH_SORTS,
      'x-editor': { labels: SEARCH_SORT_TITLES },
      default: 'latest',
    },
    limit: { type: 'integer', title: 'How many cars', description: `At most ${MAX_CAROUSEL_CARS}.`, minimum: 1, maximum: MAX_CAROUSEL_CARS, default: 8 },
    buttons: vehicleCardButtonsField,
    viewAllText: {
      type: 'string',
      title: 'Link to all matching cars',
      description: 'Beside the heading, to the search page with the same filters. Leave empty for no link.',
      maxLength: 60,
      default: 'View all',
    },
    emptyText: { type: 'string', title: 'Text when no car matches', minLength: 1, maxLength: 200, default: 'No cars to show right now. Please check back soon.' },
    previousLabel: { type: 'string', title: 'Previous button (read aloud)', minLength: 1, maxLength: 60, default: 'Previous cars' },
    nextLabel: { type: 'string', title: 'Next button (read aloud)', minLength: 1, maxLength: 60, default: 'Next cars' },
    headingLevel: carShelfHeadingLevelField,
  },
} as const;

export type StockCarouselProps = FromSchema<typeof stockCarouselSchema>;
export type StockFilters = NonNullable<StockCarouselProps['filters']>;

export const stockCarouselDefaults = defaultsOf(stockCarouselSchema);
