import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { searchFiltersSchema } from '../../schemas/api/search';
import { linkTargetField } from '../kit/fields/link-target-field';
import { vehicleCardButtonsField } from '../kit/vehicle-card/card-buttons';
import { fixedFilterFields } from './fixed-filter-fields';

export const searchResultsSchema = {
  type: 'object',
  title: 'Search results',
  description:
    'The cars matching the search in the address, 21 a page, with sort, paging, promotions and the call-to-action card among them. On a page whose address has :make, :model, :body or :makeOrBody in it, those parts filter the cars too.',
  additionalProperties: false,
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      description: '{name} is replaced by what the address names, e.g. "{name} for sale" reads "Toyota Corolla for sale".',
      minLength: 1,
      maxLength: 120,
      default: 'Cars for sale',
    },
    fixedFilters: {
      ...searchFiltersSchema,
      properties: fixedFilterFields,
      title: 'Fixed filters',
      description: 'Always applied on this page, e.g. car type "used" for a used-cars page. Shoppers refine within them.',
    },
    buttons: vehicleCardButtonsField,
    callToAction: {
      type: 'object',
      title: 'Call-to-action card',
      description: "Shown among the cars at the dealer's call-to-action position.",
      additionalProperties: false,
      default: {},
      properties: {
        heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: "Can't find what you're looking for?" },
        text: { type: 'string', title: 'Text', maxLength: 300, default: "Tell us the car you're after and we'll find it for you." },
        label: { type: 'string', title: 'Button label', minLength: 1, maxLength: 40, default: 'Contact us' },
        href: { ...linkTargetField('Goes to'), description: "Leave empty for the dealer's contact page." },
      },
    },
    emptyHeading: { type: 'string', title: 'Heading when no cars match', minLength: 1, maxLength: 120, default: 'No cars match your search' },
    emptyText: {
      type: 'string',
      title: 'Text when no cars match',
      maxLength: 300,
      default: 'Try removing a filter or two, or clear them all to see every car.',
    },
    clearLabel: { type: 'string', title: 'Clear filters button', minLength: 1, maxLength: 40, default: 'Clear filters' },
    pastEndHeading: {
      type: 'string',
      title: 'Heading on a page past the last',
      description: '{page} is replaced by the page asked for, {pages} by how many pages there are.',
      minLength: 1,
      maxLength: 120,
      default: 'There is no page {page} of these results',
    },
    pastEndText: {
      type: 'string',
      title: 'Text on a page past the last',
      description: '{pages} is replaced by how many pages there are.',
      maxLength: 300,
      default: 'The cars matching your search fill {pages} pages.',
    },
    firstPageLabel: { type: 'string', title: 'Back to page 1 link', minLength: 1, maxLength: 40, default: 'Go to page 1' },
    errorText: { type: 'string', title: 'Text when the search fails', minLength: 1, maxLength: 200, default: 'The latest cars could not be loaded.' },
    retryLabel: { type: 'string', title: 'Retry button', minLength: 1, maxLength: 40, default: 'Try again' },
  },
} as const;

export type SearchResultsProps = FromSchema<typeof searchResultsSchema>;

export const searchResultsDefaults = defaultsOf(searchResultsSchema);
