import type { RequestError } from '../../../schemas/api/request-errors';
import { forgetExpiredSpamChecks } from '../repositories/spent-spam-checks';
import { newSpamCheck, spamCheckSecret } from '../spam-check/proof-of-work';
import { jsonResponse } from './json-answer';
import { forSite } from './site-handlers';
import type { SiteApiContext } from './site-request';

export const SPAM_CHECK_OFF = 'This dealer has no spam check on its forms.';

let secret: string | undefined;
/** Worked out once per server: every request signs and checks with the same key. */
export const serverSpamCheckSecret = (): string => (secret ??= spamCheckSecret());

/**
 * GET /api/spam-check: a new challenge for this site's forms, never cached
 * (each is good for one lead); 404 where the dealer has the check off.
 */
export function getSpamCheck(context: SiteApiContext, request: Request, segment: string): Promise<Response> {
  return forSite(context, request, segment, async ({ site }) => {
    if (!site.document.settings.captcha.enabled) {
      const off: RequestError = { error: SPAM_CHECK_OFF, fields: [] };
      return jsonResponse({ status: 404, body: off });
    }
    // Housekeeping beside the answer: a failure only leaves old rows a while longer.
    void forgetExpiredSpamChecks(context.db).catch(() => undefined);
    const challenge = await newSpamCheck(site.slug, serverSpamCheckSecret());
    return jsonResponse({ status: 200, body: challenge, headers: { 'cache-control': 'no-store' } });
  });
}
