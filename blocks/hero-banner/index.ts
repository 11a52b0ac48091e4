import { defineBlock } from '../../runtime/block-types';
import { HeroBanner } from './HeroBanner';
import { heroBannerDefaults, heroBannerSchema } from './schema';

export default defineBlock({
  type: 'hero-banner',
  label: 'Hero banner',
  category: 'content',
  description: 'A large heading and buttons over a darkened photo.',
  schema: heroBannerSchema,
  defaults: heroBannerDefaults,
  component: HeroBanner,
});
