import type { SiteContext } from '../../runtime/block-types';
import { type PictureSources, pictureSources } from '../../runtime/render/picture-sources';
import { livePromotions } from '../../runtime/rules/promotion-schedule';
import { siteLink, type ResolvedLink } from '../kit/site-links/site-link';

/** One promotion as the browser gets it: plain data, its link already made for this site. */
export interface PromotionSlide {
  id: string;
  title: string;
  text: string;
  cta: string;
  /** Its picture's address already made for this site, with the widths to choose from. */
  image?: PictureSources & { alt: string };
  link?: ResolvedLink;
}

/** The live promotions to slide through, optionally only those listed, in the spec's position order. */
export function promotionSlides(site: SiteContext, onlyIds: readonly string[]): PromotionSlide[] {
  const chosen = onlyIds.length > 0 ? site.document.promotions.filter((promotion) => onlyIds.includes(promotion.id)) : site.document.promotions;
  return livePromotions(chosen, site.now).map(({ id, title, text, cta, image, href }) => ({
    id,
    title,
    text,
    cta,
    ...(image ? { image: { ...pictureSources(site, image.url, '100vw'), alt: image.alt } } : {}),
    ...(href ? { link: siteLink(site, href) } : {}),
  }));
}
