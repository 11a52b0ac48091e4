import { defineBlock } from '../../runtime/block-types';
import { loadSimilarCars, type SimilarCarsData } from './load';
import { SimilarCars } from './SimilarCars';
import { similarCarsDefaults, similarCarsSchema } from './schema';

export default defineBlock<typeof similarCarsSchema, SimilarCarsData>({
  type: 'similar-cars',
  label: 'Similar cars',
  category: 'vehicle',
  description:
    'A row of cards for cars of the same make, model and body as the car on the page, available now, nearest in price first. For the vehicle page; shows nothing when there are none.',
  schema: similarCarsSchema,
  defaults: similarCarsDefaults,
  load: loadSimilarCars,
  component: SimilarCars,
});
