import { defineBlock } from '../../runtime/block-types';
import { PropositionBanners } from './PropositionBanners';
import { propositionBannersDefaults, propositionBannersSchema } from './schema';

export default defineBlock({
  type: 'proposition-banners',
  label: 'Proposition banners',
  category: 'promotion',
  description: 'Reasons to buy here, each with an icon: Reserve Quickly Online, Secure Online Payments, Apply For Finance.',
  schema: propositionBannersSchema,
  defaults: propositionBannersDefaults,
  component: PropositionBanners,
});
