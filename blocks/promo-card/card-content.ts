import type { SiteContext } from '../../runtime/block-types';
import { isPromotionLive } from '../../runtime/rules/promotion-schedule';
import { livePromotion } from '../kit/promo-card/live-promotion';
import type { PromoCardContent } from '../kit/promo-card/PromoCard';
import type { PromoCardProps } from './schema';

/**
 * What the card shows at the site's `now`, or nothing: outside its own window,
 * outside its promotion's window, or when its promotion is gone.
 */
export function promoCardContent(props: PromoCardProps, site: SiteContext): PromoCardContent | undefined {
  if (!isPromotionLive(props, site.now)) return undefined;
  if (props.promotionId === undefined) return props;
  const promotion = livePromotion(site, props.promotionId);
  return promotion && { ...promotion, href: promotion.href ?? props.href };
}
