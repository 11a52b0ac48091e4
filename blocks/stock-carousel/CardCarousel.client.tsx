'use client';
import { ActionIcon, Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowIcon } from '../kit/carousel/SlideArrows';
import { CAROUSEL_GAP_PX, useCarouselRow } from '../kit/carousel/useCarouselRow.client';

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
  const { row: track, previous, next, ends, step } = useCarouselRow<HTMLUListElement>();

  const rowId = `${id}-row`;
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label}>
      <Box
        ref={track}
        id={rowId}
        component="ul"
        m={0}
        p={0}
        pb="xs"
        // Positioned, so text hidden for screen readers inside a card is clipped with the row rather than widening the page.
        style={{ position: 'relative', listStyle: 'none', display: 'flex', gap: CAROUSEL_GAP_PX, overflowX: 'auto', scrollSnapType: 'x mandatory', overscrollBehaviorX: 'contain' }}
      >
        {items.map((item) => (
          <li key={item.key} style={{ flex: '0 0 auto', width: CAROUSEL_CARD_WIDTH, scrollSnapAlign: 'start' }}>
            {item.node}
          </li>
        ))}
      </Box>
      {items.length > 1 && (
        <Group justify="flex-end" gap="xs" pt="xs">
          <ActionIcon ref={previous} type="button" variant="default" size={44} aria-label={previousLabel} aria-controls={rowId} disabled={ends.atStart} onClick={() => step(-1)}>
            <ArrowIcon direction="previous" />
          </ActionIcon>
          <ActionIcon ref={next} type="button" variant="default" size={44} aria-label={nextLabel} aria-controls={rowId} disabled={ends.atEnd} onClick={() => step(1)}>
            <ArrowIcon direction="next" />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
