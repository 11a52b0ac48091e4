import { defineBlock } from '../../runtime/block-types';
import { loadMakeDirectory, type MakeDirectoryData } from './load';
import { MakeDirectory } from './MakeDirectory';
import { makeDirectoryDefaults, makeDirectorySchema } from './schema';

export default defineBlock<typeof makeDirectorySchema, MakeDirectoryData>({
  type: 'make-directory',
  label: 'Make directory',
  category: 'search',
  description: 'Every make in stock with its count, linking to its cars: a search box and 21 makes to a page.',
  schema: makeDirectorySchema,
  defaults: makeDirectoryDefaults,
  load: loadMakeDirectory,
  component: MakeDirectory,
});
