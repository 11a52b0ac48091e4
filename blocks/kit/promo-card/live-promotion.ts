import type { SiteContext } from '../../../runtime/block-types';
import { isPromotionLive } from '../../../runtime/rules/promotion-schedule';
import type { Promotion } from '../../../schemas/promotion';

/** The site's promotion of that id while it is live at the site's `now`; nothing once it is gone or outside its window. */
export function livePromotion(site: SiteContext, promotionId: string): Promotion | undefined {
  const promotion = site.document.promotions.find((candidate) => candidate.id === promotionId);
  return promotion && isPromotionLive(promotion, site.now) ? promotion : undefined;
}
