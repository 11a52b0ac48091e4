import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import type { StockValuesAnswer } from '../../schemas/api/stock-values';
import { refused, send, siteApiPath } from '../publishing/editor-api';
import { siteSlugAtom } from '../publishing/site-address';

export type StockValues = StockValuesAnswer['facets'];

/**
 * The values each search filter takes in the dealer's stock, asked once per
 * site while the editor is open: stock changes by the day, not by the
 * keystroke. Until it answers, or where it cannot, fields take typed values.
 */
const stockValuesAtom = atom(async (get): Promise<StockValues | null> => {
  const slug = get(siteSlugAtom);
  if (!slug) return null;
  const { status, body } = await send(siteApiPath(slug, 'stock-values'));
  if (status !== 200) throw refused(status, body);
  return (body as unknown as StockValuesAnswer).facets;
});

/** The stock values without suspending the inspector: loading, loaded or failed. */
export const loadableStockValuesAtom = loadable(stockValuesAtom);
