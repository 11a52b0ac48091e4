import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';

export const columnsSchema = {
  type: 'object',
  title: 'Columns',
  description: 'Two or three columns side by side, one under the other on phones.',
  additionalProperties: false,
  properties: {
    count: { type: 'integer', title: 'Columns', description: "With 2, the third column's blocks are not shown.", enum: [2, 3], default: 2 },
    proportion: {
      type: 'string',
      title: 'Proportion',
      description:
        'Wide first or wide last makes that column twice as wide as the others. Sidebar first makes the first column narrow (a quarter of a laptop screen), as for search filters.',
      enum: ['equal', 'wide-first', 'wide-last', 'sidebar-first'],
      'x-editor': { labels: { equal: 'All equal', 'wide-first': 'Wide first', 'wide-last': 'Wide last', 'sidebar-first': 'Narrow sidebar first' } },
      default: 'equal',
    },
    gap: {
      type: 'string',
      title: 'Space between',
      enum: ['small', 'medium', 'large'],
      default: 'medium',
      'x-editor': { labels: { small: 'Small', medium: 'Medium', large: 'Large' } },
    },
  },
} as const;

export type ColumnsProps = FromSchema<typeof columnsSchema>;

export const columnsDefaults = defaultsOf(columnsSchema);
