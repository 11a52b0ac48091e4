import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

const words = <const Title extends string, const Default extends string>(title: Title, text: Default) =>
  ({ type: 'string', title, minLength: 1, maxLength: 60, default: text }) as const;

export const locationInfoSchema = {
  type: 'object',
  title: 'Location info',
  description:
    "A location page's top: the location's name, address, phones, Get Directions, its rating (linking to the page's #reviews) and its Opening Hours, with a dropdown for sales, service or parts hours where the site has more than one kind.",
  additionalProperties: false,
  properties: {
    headingLevel: headingLevelField([1, 2], 1, "1 when the location's name is the page's main heading. The Opening Hours heading is one level below."),
    hoursHeading: words('Opening hours heading', 'Opening Hours'),
    chooseHoursLabel: words('Opening hours dropdown (read aloud)', 'Show opening hours for'),
    typeLabels: {
      type: 'object',
      title: 'Kinds of location in the dropdown',
      additionalProperties: false,
      default: {},
      properties: { sales: words('Sales', 'Sales'), service: words('Service', 'Service'), parts: words('Parts', 'Parts') },
    },
    holidayHours: words('Holiday hours button', 'Holiday Opening Hours'),
    directions: words('Directions button', 'Get Directions'),
    rating: words('Rating box heading', 'Customer rating'),
    phone: words('Phone label', 'Phone'),
    landline: words('Landline label', 'Landline'),
  },
} as const;

export type LocationInfoProps = FromSchema<typeof locationInfoSchema>;

export const locationInfoDefaults = defaultsOf(locationInfoSchema);
