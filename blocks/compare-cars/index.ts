import { defineBlock } from '../../runtime/block-types';
import { CompareCars } from './CompareCars';
import { compareCarsDefaults, compareCarsSchema } from './schema';

export default defineBlock<typeof compareCarsSchema>({
  type: 'compare-cars',
  label: 'Compare cars',
  category: 'vehicle',
  description: 'The compare page: up to 3 cars the shopper chose, side by side with their key facts, each removable.',
  schema: compareCarsSchema,
  defaults: compareCarsDefaults,
  component: CompareCars,
});
