import { defineBlock } from '../../runtime/block-types';
import { loadModelsByBody, type ModelsByBodyData } from './load';
import { ModelsByBody } from './ModelsByBody';
import { modelsByBodyDefaults, modelsByBodySchema } from './schema';

export default defineBlock<typeof modelsByBodySchema, ModelsByBodyData>({
  type: 'models-by-body',
  label: 'Models by body type',
  category: 'search',
  description: 'For /models?body=suv and the like: the models in stock of that body type with counts, an unknown body type said plainly, and links to every body type.',
  schema: modelsByBodySchema,
  defaults: modelsByBodyDefaults,
  load: loadModelsByBody,
  component: ModelsByBody,
});
