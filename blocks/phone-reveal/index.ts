import { defineBlock } from '../../runtime/block-types';
import { loadPhoneReveal, type PhoneRevealData } from './load';
import { PhoneRevealBlock } from './PhoneRevealBlock';
import { phoneRevealDefaults, phoneRevealSchema } from './schema';

export default defineBlock<typeof phoneRevealSchema, PhoneRevealData>({
  type: 'phone-reveal',
  label: 'Phone number',
  category: 'locations',
  description: 'A dealer or location phone number, masked after the first five characters until the shopper reveals it; reveals on a vehicle page are recorded.',
  schema: phoneRevealSchema,
  defaults: phoneRevealDefaults,
  load: loadPhoneReveal,
  component: PhoneRevealBlock,
});
