import { defineBlock } from '../../runtime/block-types';
import { DealerComments } from './DealerComments';
import { DEALER_COMMENTS_LABEL, dealerCommentsDefaults, dealerCommentsSchema } from './schema';

export default defineBlock({
  type: 'dealer-comments',
  label: DEALER_COMMENTS_LABEL,
  category: 'vehicle',
  description: "The dealer's own words about the car on its vehicle page: the first 400 characters, then Show more; a pending message while there are none.",
  schema: dealerCommentsSchema,
  defaults: dealerCommentsDefaults,
  component: DealerComments,
});
