import type { BlockRenderInput } from '../../runtime/block-types';
import { PromoCard } from '../kit/promo-card/PromoCard';
import { promoCardContent } from './card-content';
import type { PromoCardProps } from './schema';

export function PromoCardBlock({ id, props, site }: BlockRenderInput<PromoCardProps, undefined>) {
  const content = promoCardContent(props, site);
  return content ? <PromoCard id={id} content={content} headingLevel={props.headingLevel} site={site} /> : null;
}
