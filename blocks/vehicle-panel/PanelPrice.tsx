import { Group, Stack, Text, VisuallyHidden } from '../../runtime/render/ui';
import type { PriceDisplay } from '../../runtime/rules/price-display';

/**
 * The price as priceDisplay chose it, large, with how it is quoted
 * (price_type) under an amount. An earlier price is struck through and read
 * out as "Was", the offer as "Now", since strike-through alone is not spoken.
 */
export function PanelPrice({ price, priceType }: { price: PriceDisplay; priceType?: string }) {
  const was = price.kind === 'offer' ? price.was : undefined;
  const amountShown = price.kind === 'price' || price.kind === 'offer';
  return (
    <Stack gap={2} data-price-kind={price.kind}>
      <Group gap="sm" align="baseline" wrap="wrap">
        {was && (
          <Text component="s" c="gray.7" fz="lg">
            <VisuallyHidden>Was </VisuallyHidden>
            {was.text}
          </Text>
        )}
        <Text component="p" m={0} fw={700} fz={price.kind === 'no-price' ? 'lg' : 28} lh={1.2} c={price.kind === 'offer' ? 'red.9' : undefined}>
          {was && <VisuallyHidden>Now </VisuallyHidden>}
          {price.text}
        </Text>
      </Group>
      {amountShown && priceType?.trim() && (
        <Text fz="sm" c="gray.7" data-price-type>
          {priceType.trim()}
        </Text>
      )}
    </Stack>
  );
}
