import type { SiteContext } from '../../runtime/block-types';
import { isPromotionLive } from '../../runtime/rules/promotion-schedule';
import type { PromoCardProps } from './schema';

export interface PromoCardContent {
  title: string;
  text: string;
  image?: { url: string; alt: string };
  href?: string;
  cta: string;
}

/**
 * What the card shows at the site's `now`, or nothing: outside its own window,
 * outside its promotion's window, or when its promotion is gone.
 */
export function promoCardContent(props: PromoCardProps, site: SiteContext): PromoCardContent | undefined {
  if (!isPromotionLive(props, site.now)) return undefined;
  if (props.promotionId === undefined) return props;
  const promotion = site.document.promotions.find((candidate) => candidate.id === props.promotionId);
  if (!promotion || !isPromotionLive(promotion, site.now)) return undefined;
  return { ...promotion, href: promotion.href ?? props.href };
}
