import type { BlockRenderInput } from '../../runtime/block-types';
import { PromoCarousel } from './islands.client';
import { SLIDE_ASPECT_RATIOS, type PromoSliderProps } from './schema';
import { promotionSlides } from './slides';

/** Picks the live promotions on the server; only the sliding itself runs in the browser. */
export function PromoSlider({ props, site }: BlockRenderInput<PromoSliderProps, undefined>) {
  const slides = promotionSlides(site, props.promotionIds);
  if (slides.length === 0) return null;
  return (
    <PromoCarousel
      slides={slides}
      aspectRatio={SLIDE_ASPECT_RATIOS[props.aspect]}
      label={props.label}
      slideLabel={props.slideLabel}
      previousLabel={props.previousLabel}
      nextLabel={props.nextLabel}
    />
  );
}
