'use client';
import { Box, Group, Text } from '../../runtime/render/ui';
import type { ReactNode } from 'react';
import { locationsCarouselLayout } from '../../runtime/rules/locations-carousel';
import { CarouselArrows, CarouselTrack } from '../kit/carousel/CarouselParts.client';
import { CAROUSEL_GAP_PX, useCarouselRow } from '../kit/carousel/useCarouselRow.client';

/**
 * Card widths: most of a phone's width, so the next card peeks in; two to a
 * row on a tablet (Mantine's sm, 48em); the layout's count on a wide screen
 * (Mantine's lg, 75em). One hoisted stylesheet per count, written here rather
 * than as Mantine's responsive props, whose style elements would sit inside
 * the list, where nothing but list items may.
 */
function cardWidths(cardsPerRowWide: number): string {
  const row = `[data-cards-per-row-wide="${cardsPerRowWide}"] > ul > li`;
  return [
    `${row} { width: clamp(16rem, 85%, 20rem); }`,
    `@media (min-width: 48em) { ${row} { width: calc((100% - ${CAROUSEL_GAP_PX}px) / 2); } }`,
    `@media (min-width: 75em) { ${row} { width: calc((100% - ${(cardsPerRowWide - 1) * CAROUSEL_GAP_PX}px) / ${cardsPerRowWide}); } }`,
  ].join('\n');
}

interface LocationsRowProps {
  /** Unique on the page: the buttons point at the row by it. */
  id: string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  swipeHint: string;
  items: { key: string | number; node: ReactNode }[];
}

/**
 * Spec (detail §2 "Locations"): the Our Locations carousel. A row that
 * scrolls sideways and snaps to each card: swiped (a Swipe hint says so
 * while there is more to see), stepped with previous and next (each
 * disabled at its end), or tabbed through, the browser bringing each card
 * into view. On wide screens three or fewer cards sit centred, and more than
 * four go five to a row (runtime/rules/locations-carousel.ts).
 */
export function LocationsRow({ id, label, previousLabel, nextLabel, swipeHint, items }: LocationsRowProps) {
  const carousel = useCarouselRow<HTMLUListElement>();
  const { ends } = carousel;
  const layout = locationsCarouselLayout(items.length);
  const rowId = `${id}-row`;
  const moreToSee = !(ends.atStart && ends.atEnd);
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label} data-centred={layout.centred} data-cards-per-row-wide={layout.cardsPerRowWide}>
      <style href={`locations-row-${layout.cardsPerRowWide}`} precedence="default">
        {cardWidths(layout.cardsPerRowWide)}
      </style>
      <CarouselTrack carousel={carousel} id={rowId}>
        {items.map((item, index) => (
          <li
            key={item.key}
            // Auto margins centre cards that fit and, unlike centring the row, never push one out of reach when they do not.
            style={{
              flex: '0 0 auto',
              scrollSnapAlign: 'start',
              marginInlineStart: layout.centred && index === 0 ? 'auto' : undefined,
              marginInlineEnd: layout.centred && index === items.length - 1 ? 'auto' : undefined,
            }}
          >
            {item.node}
          </li>
        ))}
      </CarouselTrack>
      {items.length > 1 && (
        <Group justify="space-between" gap="xs" pt="xs" wrap="nowrap">
          <Text size="sm" fw={600} aria-hidden="true" data-swipe-hint style={{ visibility: moreToSee ? 'visible' : 'hidden' }}>
            {`← ${swipeHint} →`}
          </Text>
          <CarouselArrows carousel={carousel} rowId={rowId} previousLabel={previousLabel} nextLabel={nextLabel} />
        </Group>
      )}
    </Box>
  );
}
