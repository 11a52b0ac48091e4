import { Group, Text, VisuallyHidden } from '../../../runtime/render/ui';
import type { PriceDisplay } from '../../../runtime/rules/price-display';

/** The price as priceDisplay chose it; an offer shows the earlier price struck through, named for screen readers. */
export function CardPrice({ price, priceType }: { price: PriceDisplay; priceType?: string }) {
  const amountShown = price.kind === 'price' || price.kind === 'offer';
  return (
    <Group gap="xs" align="baseline" wrap="wrap" data-price-kind={price.kind}>
      {price.kind === 'offer' && price.was && (
        <Text component="s" c="gray.7" fz="sm">
          <VisuallyHidden>Was </VisuallyHidden>
          {price.was.text}
        </Text>
      )}
      <Text component="p" fw={700} fz={price.kind === 'no-price' ? 'md' : 'xl'} c={price.kind === 'offer' ? 'red.9' : undefined} m={0}>
        {price.kind === 'offer' && price.was && <VisuallyHidden>Now </VisuallyHidden>}
        {price.text}
      </Text>
      {amountShown && priceType && (
        <Text span fz="xs" c="gray.7">
          {priceType}
        </Text>
      )}
    </Group>
  );
}
