import { LOCATION_TYPE_FILTERS } from '../../../runtime/rules/location-selection';
import { slugSchema } from '../../../schemas/common';

/** Spec (detail §2 "Locations"): which locations a location block shows. The same fields in every location block, so a marketer picks them the same way. */
export const locationSelectionField = {
  type: 'object',
  title: 'Which locations',
  additionalProperties: false,
  default: {},
  properties: {
    show: {
      type: 'string',
      title: 'Show',
      oneOf: [
        { const: 'all', title: 'Every location that passes the filters below' },
        { const: 'primary', title: 'The main location (of those that pass the filters)' },
        { const: 'page', title: "The page's own location on a location page, else the main one" },
      ],
      default: 'all',
    },
    types: {
      type: 'array',
      title: 'Kinds of location',
      description: 'Only these kinds. A location with no kind counts as sales. Leave empty for every kind.',
      items: {
        type: 'string',
        title: 'Kind',
        enum: LOCATION_TYPE_FILTERS,
        'x-editor': { labels: { sales: 'Sales', service: 'Service', parts: 'Parts', 'service-and-parts': 'Service or parts' } },
      },
      uniqueItems: true,
      default: [],
    },
    manufacturers: {
      type: 'array',
      title: 'Brands',
      description: 'Only locations selling or servicing one of these brands, each in lower case with hyphens for spaces, like toyota or land-rover. Leave empty for every brand.',
      items: { ...slugSchema, title: 'Brand' },
      uniqueItems: true,
      maxItems: 50,
      default: [],
    },
    subtypes: {
      type: 'array',
      title: 'Subtypes',
      description: 'Only locations of one of these subtypes, like buying. Leave empty for every subtype.',
      items: { type: 'string', minLength: 1, maxLength: 40, title: 'Subtype' },
      uniqueItems: true,
      maxItems: 20,
      default: [],
    },
    exclude: {
      type: 'array',
      title: 'Leave out',
      description: "Locations not to show, each by the last part of its page's address, like harbour-city-penrith.",
      items: { ...slugSchema, title: 'Location' },
      uniqueItems: true,
      maxItems: 100,
      default: [],
    },
  },
} as const;

/** What a location card shows above its details: nothing, the location's photo, or a street map around it. */
export const locationMediaField = {
  type: 'string',
  title: 'Picture on each card',
  oneOf: [
    { const: 'none', title: 'None' },
    { const: 'image', title: "The location's photo" },
    { const: 'map', title: 'A street map (OpenStreetMap, no key needed)' },
  ],
  default: 'image',
} as const;

const words = <const Title extends string, const Default extends string>(title: Title, text: Default) =>
  ({ type: 'string', title, minLength: 1, maxLength: 60, default: text }) as const;

/** The words on a location card, the spec's own by default. */
export const locationCardWordsField = {
  type: 'object',
  title: 'Card wording',
  additionalProperties: false,
  default: {},
  properties: {
    phone: words('Phone label', 'Phone'),
    landline: words('Landline label', 'Landline'),
    hours: words('Opening hours heading', 'Opening Hours'),
    holidayHours: words('Holiday hours button', 'Holiday Opening Hours'),
    licence: words('Licence label', 'Licence'),
    repairer: words('Repairer number label', 'Repairer'),
    contact: words('Contact button', 'Contact'),
    directions: words('Directions button', 'Get Directions'),
    viewLocation: words('View location button', 'View Location'),
  },
} as const;
