'use client';
import { ActionIcon } from '@mantine/core';
import { Box, Group } from '../../../runtime/render/ui';
import type { ReactNode } from 'react';
import { ArrowIcon } from './SlideArrows';
import { CAROUSEL_GAP_PX, type useCarouselRow } from './useCarouselRow.client';

type CarouselRow = ReturnType<typeof useCarouselRow<HTMLUListElement>>;

/** The row of a carousel (a list of `<li>`s): scrolls sideways and snaps to each item. */
export function CarouselTrack({ carousel, id, children }: { carousel: CarouselRow; id: string; children: ReactNode }) {
  return (
    <Box
      ref={carousel.row}
      id={id}
      component="ul"
      m={0}
      p={0}
      pb="xs"
      // Positioned, so text hidden for screen readers inside a card is clipped with the row rather than widening the page.
      style={{ position: 'relative', listStyle: 'none', display: 'flex', gap: CAROUSEL_GAP_PX, overflowX: 'auto', scrollSnapType: 'x mandatory', overscrollBehaviorX: 'contain' }}
    >
      {children}
    </Box>
  );
}

/** Previous and next, each disabled at its end of the row they point at (aria-controls). */
export function CarouselArrows({ carousel, rowId, previousLabel, nextLabel }: { carousel: CarouselRow; rowId: string; previousLabel: string; nextLabel: string }) {
  const { previous, next, ends, step } = carousel;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon ref={previous} type="button" variant="default" size={44} aria-label={previousLabel} aria-controls={rowId} disabled={ends.atStart} onClick={() => step(-1)}>
        <ArrowIcon direction="previous" />
      </ActionIcon>
      <ActionIcon ref={next} type="button" variant="default" size={44} aria-label={nextLabel} aria-controls={rowId} disabled={ends.atEnd} onClick={() => step(1)}>
        <ArrowIcon direction="next" />
      </ActionIcon>
    </Group>
  );
}
