import { defineBlock } from '../../runtime/block-types';
import { loadTradeIn, type TradeInData } from './load';
import { tradeInDefaults, tradeInSchema } from './schema';
import { TradeIn } from './TradeIn';

export default defineBlock<typeof tradeInSchema, TradeInData>({
  type: 'trade-in',
  label: 'Trade-in valuation',
  category: 'forms',
  description:
    "Values a shopper's car in four steps: their details (sent to you as a lead at once), a rego lookup, a valuation from their kms and answers, and your offer to accept; with the trade-in FAQ beneath. On /cars/trade-in?car_id= the lead is about the car they want. Cars over 7 years or 100,000 km get no online estimate: you call them back.",
  schema: tradeInSchema,
  defaults: tradeInDefaults,
  load: loadTradeIn,
  component: TradeIn,
});
