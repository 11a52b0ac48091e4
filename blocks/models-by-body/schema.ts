import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const modelsByBodySchema = {
  type: 'object',
  title: 'Models by body type',
  description: 'The models in stock of the body type in the address (/models?body=suv), each with its count, and links to the other body types.',
  additionalProperties: false,
  properties: {
    heading: {
      type: 'string',
      title: 'Heading',
      description: '{body} is replaced by the body type, e.g. SUV.',
      minLength: 1,
      maxLength: 120,
      default: '{body} models',
    },
    chooseHeading: { type: 'string', title: 'Heading before a body type is chosen', minLength: 1, maxLength: 120, default: 'Models by body type' },
    unknownBodyText: {
      type: 'string',
      title: 'Text for an unknown body type',
      description: '{body} is replaced by what the address asked for.',
      minLength: 1,
      maxLength: 200,
      default: 'Unknown body type "{body}". Choose one of the body types below.',
    },
    emptyText: {
      type: 'string',
      title: 'Text when no model of the body type is in stock',
      description: '{body} is replaced by the body type.',
      minLength: 1,
      maxLength: 200,
      default: 'No {body} models in stock right now. Please check back soon.',
    },
    bodyTypesLabel: { type: 'string', title: 'Body types list label', minLength: 1, maxLength: 80, default: 'Body types' },
  },
} as const;

export type ModelsByBodyProps = FromSchema<typeof modelsByBodySchema>;

export const modelsByBodyDefaults = defaultsOf(modelsByBodySchema);
