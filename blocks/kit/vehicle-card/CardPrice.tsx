import { VisuallyHidden } from '../../../runtime/render/ui';
import type { PriceDisplay } from '../../../runtime/rules/price-display';
import { CARD_CLASSES as classes } from './card-classes';

/**
 * The price as priceDisplay chose it; an offer shows the earlier price
 * struck through, named for screen readers. Styled by class (vehicle-card.css),
 * its size and colour following the kind of price.
 */
export function CardPrice({ price, priceType }: { price: PriceDisplay; priceType?: string }) {
  const amountShown = price.kind === 'price' || price.kind === 'offer';
  return (
    <div className={classes.price} data-price-kind={price.kind}>
      {price.kind === 'offer' && price.was && (
        <s className={classes.priceWas}>
          <VisuallyHidden>Was </VisuallyHidden>
          {price.was.text}
        </s>
      )}
      <p className={classes.priceAmount}>
        {price.kind === 'offer' && price.was && <VisuallyHidden>Now </VisuallyHidden>}
        {price.text}
      </p>
      {amountShown && priceType && <span className={classes.priceType}>{priceType}</span>}
    </div>
  );
}
