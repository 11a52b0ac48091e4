'use client';
import { Box, Group } from '../../runtime/render/ui';
import type { ReactNode } from 'react';
import { CarouselArrows, CarouselTrack } from '../kit/carousel/CarouselParts.client';
import { useCarouselRow } from '../kit/carousel/useCarouselRow.client';

/**
 * Most of the row on a phone, so the next card peeks in and says "swipe";
 * a steady card width on wider screens, which then fit more cards. One
 * rule, no media queries: nothing but list items may sit in the list.
 */
export const CAROUSEL_CARD_WIDTH = 'clamp(16rem, 85%, 19rem)';

interface CardCarouselProps {
  /** Unique on the page: the buttons point at the row by it. */
  id: string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  items: { key: string | number; node: ReactNode }[];
}

/**
 * A row of cards that scrolls sideways and snaps to each card: swiped on a
 * phone, stepped with the labelled buttons, or tabbed through (the browser
 * scrolls the focused card into view). Every card stays reachable, so
 * nothing is hidden from the keyboard or a screen reader.
 */
export function CardCarousel({ id, label, previousLabel, nextLabel, items }: CardCarouselProps) {
  const carousel = useCarouselRow<HTMLUListElement>();
  const rowId = `${id}-row`;
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label}>
      <CarouselTrack carousel={carousel} id={rowId}>
        {items.map((item) => (
          <li key={item.key} style={{ flex: '0 0 auto', width: CAROUSEL_CARD_WIDTH, scrollSnapAlign: 'start' }}>
            {item.node}
          </li>
        ))}
      </CarouselTrack>
      {items.length > 1 && (
        <Group justify="flex-end" pt="xs">
          <CarouselArrows carousel={carousel} rowId={rowId} previousLabel={previousLabel} nextLabel={nextLabel} />
        </Group>
      )}
    </Box>
  );
}
