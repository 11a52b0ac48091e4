import { defineBlock } from '../../runtime/block-types';
import { ShopperSignIn } from './ShopperSignIn';
import { shopperSignInDefaults, shopperSignInSchema } from './schema';

export default defineBlock<typeof shopperSignInSchema>({
  type: 'shopper-sign-in',
  label: 'Shopper sign-in',
  category: 'forms',
  description: 'The /sign-in page: a shopper enters their mobile number, then the texted code, and goes back to where they were.',
  schema: shopperSignInSchema,
  defaults: shopperSignInDefaults,
  component: ShopperSignIn,
});
