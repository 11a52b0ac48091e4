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
      description: 'Only these kinds. A location with no kind counts as sales; service-and-parts means either. Leave empty for every kind.',
      items: { type: 'string', enum: LOCATION_TYPE_FILTERS },
      uniqueItems: true,
      default: [],
    },
    manufacturers: {
      type: 'array',
      title: 'Brands',
      description: 'Only locations selling or servicing one of these brands (e.g. toyota). Leave empty for every brand.',
      items: slugSchema,
      uniqueItems: true,
      maxItems: 50,
      default: [],
    },
    subtypes: {
      type: 'array',
      title: 'Subtypes',
      description: 'Only locations of one of these subtypes (e.g. buying). Leave empty for every subtype.',
      items: { type: 'string', minLength: 1, maxLength: 40 },
      uniqueItems: true,
      maxItems: 20,
      default: [],
    },
    exclude: {
      type: 'array',
      title: 'Leave out',
      description: "The slugs of locations not to show, e.g. harbour-city-penrith (the last part of the location's page address).",
      items: slugSchema,
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
