import { defineBlock } from '../../runtime/block-types';
import { COLUMN_SLOTS } from './column-spans';
import { Columns } from './Columns';
import { columnsDefaults, columnsSchema } from './schema';

export default defineBlock({
  type: 'columns',
  label: 'Columns',
  category: 'layout',
  description: 'Two or three columns of blocks, equal or with one wide, stacked on phones.',
  schema: columnsSchema,
  defaults: columnsDefaults,
  slots: COLUMN_SLOTS,
  component: Columns,
});
