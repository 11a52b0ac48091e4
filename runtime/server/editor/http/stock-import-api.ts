import { FEED_CONTENT_TYPES, MAX_FEED_BYTES } from '../../../../schemas/api/stock-import';
import { BodyTooLarge, readBodyText, tooLargeMessage } from '../../http/body-limits';
import { comesFromAnotherSite } from '../../http/request-body';
import { importStockFeed } from '../../stock-import/feed-import';
import { answer, notFound } from './editor-answers';
import { forPlatformAdmin, type EditorContext } from './editor-access';

const DEALERSHIP_ID = /^[1-9]\d{0,8}$/;

/**
 * POST /editor/api/platform/dealerships/{id}/stock, the feed as text/csv
 * (or tab-separated): the dealership's stock from its feed (platform admin
 * only; feed-import.ts says what is read and how). 200 with how many cars
 * were added and updated; 400 listing each problem by row and column, with
 * nothing imported; 404 for a dealership that does not exist; 413 past
 * MAX_FEED_BYTES, read no further.
 */
export function importDealershipStock(context: EditorContext, request: Request, dealership: string): Promise<Response> {
  return forPlatformAdmin(context, request, async () => {
    const noSuchDealership = () => notFound(`There is no dealership "${dealership.slice(0, 40)}".`);
    if (!DEALERSHIP_ID.test(dealership)) return noSuchDealership();
    const dealershipId = Number(dealership);
    if (!(await context.db.selectFrom('dealerships').select('id').where('id', '=', dealershipId).executeTakeFirst())) return noSuchDealership();
    if (comesFromAnotherSite(request)) return answer({ error: 'forbidden', message: 'The feed came from another site and was refused.' }, 403);
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!(FEED_CONTENT_TYPES as readonly string[]).includes(type)) {
      return answer({ error: 'invalid-request', field: '/', message: `Send the feed as ${FEED_CONTENT_TYPES.join(' or ')}.` }, 415);
    }
    let text: string;
    try {
      text = await readBodyText(request, MAX_FEED_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      return answer({ error: 'invalid-request', field: '/', message: tooLargeMessage(MAX_FEED_BYTES) }, 413);
    }
    const outcome = await importStockFeed(context.db, { dealershipId, text });
    return outcome.ok ? answer(outcome.answer) : answer(outcome.refusal, 400);
  });
}
