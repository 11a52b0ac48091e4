'use client';
import { ActionIcon } from '@mantine/core';
import { Box, Group, Text } from '../../runtime/render/ui';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useOverlay } from '../../runtime/client/use-overlay';
import { ArrowIcon } from '../kit/carousel/SlideArrows';
import { Modal } from '../kit/overlays/islands.client';
import { preloadModal, preloadOnIntent } from '../kit/overlays/preload.client';
import { CarPhoto } from './CarPhoto';
import { PHOTO_INDEX_ATTRIBUTE, photoLabel } from './gallery-photos';
import { photoIndexAfter, type PhotoStep, type Point, swipeStep } from './photo-navigation';

export const PREVIOUS_PHOTO_LABEL = 'Previous photo';
export const NEXT_PHOTO_LABEL = 'Next photo';
export const CLOSE_PHOTOS_LABEL = 'Close photos';

interface PhotoViewerProps {
  carName: string;
  photos: readonly string[];
  /** The server-rendered gallery, whose photo buttons (`PhotoButton`) open this viewer. */
  children: ReactNode;
}

/** The photo a click inside the gallery asks for: the index its photo button carries, if the click came from one. */
function photoIndexClicked(event: MouseEvent<HTMLElement>): number | null {
  const button = event.target instanceof Element ? event.target.closest(`[${PHOTO_INDEX_ATTRIBUTE}]`) : null;
  if (!button || !event.currentTarget.contains(button)) return null;
  const index = Number(button.getAttribute(PHOTO_INDEX_ATTRIBUTE));
  return Number.isInteger(index) ? index : null;
}

/**
 * The gallery's interactive part: the full-screen view its photo buttons
 * open. The page's photos and their buttons are rendered on the server and
 * passed in as children; this island listens for their clicks (a key press on
 * a button is a click too) and holds only the open photo's number, so a page
 * hydrates one component for the gallery, not one a photo. The dialog is
 * rendered from its first opening on (useOverlay): closed, Mantine's Modal
 * still mounts its portal and transition. It traps focus and gives it back
 * to the button that opened it; Escape closes it; the arrow keys, the
 * buttons and a swipe move.
 */
export function PhotoViewer({ carName, photos, children }: PhotoViewerProps) {
  const viewer = useOverlay();
  const [shownIndex, setShownIndex] = useState(0);
  const openIndex = viewer.opened ? shownIndex : null;
  const swipeStart = useRef<Point | null>(null);
  const count = photos.length;
  const step = (direction: PhotoStep) => setShownIndex((index) => photoIndexAfter(index, count, direction));

  useWindowEvent('keydown', (event) => {
    if (openIndex === null || event.defaultPrevented) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? 'previous' : 'next');
    }
  });

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks heard here are the photo buttons' own, keyboard included; this element only listens. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, a key press on a button arrives as its click. */}
      <div
        {...preloadOnIntent(preloadModal)}
        onClick={(event) => {
          const index = photoIndexClicked(event);
          if (index === null) return;
          setShownIndex(index);
          viewer.open();
        }}
      >
        {children}
      </div>
      {viewer.mounted && (
        <Modal opened={viewer.opened} onClose={viewer.close} fullScreen title={carName} closeButtonProps={{ 'aria-label': CLOSE_PHOTOS_LABEL }}>
          {openIndex !== null && (
            <Box style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)', height: 'calc(100dvh - 6rem)' }}>
              <Box
                pos="relative"
                // The page may still scroll up and down; sideways moves are the gallery's.
                style={{ flex: 1, minHeight: 0, touchAction: 'pan-y', userSelect: 'none' }}
                onPointerDown={(event) => {
                  swipeStart.current = { x: event.clientX, y: event.clientY };
                }}
                onPointerUp={(event) => {
                  const start = swipeStart.current;
                  swipeStart.current = null;
                  const swiped = start && swipeStep(start, { x: event.clientX, y: event.clientY });
                  if (swiped) step(swiped);
                }}
                onPointerCancel={() => {
                  swipeStart.current = null;
                }}
              >
                <CarPhoto
                  key={photos[openIndex]}
                  src={photos[openIndex]}
                  alt={`${carName}, ${photoLabel(openIndex + 1, count).toLowerCase()}`}
                  fill
                  sizes="100vw"
                  draggable={false}
                  style={{ objectFit: 'contain' }}
                />
              </Box>
              <Group justify="space-between" wrap="nowrap">
                <ActionIcon type="button" variant="default" size={44} aria-label={PREVIOUS_PHOTO_LABEL} disabled={count < 2} onClick={() => step('previous')}>
                  <ArrowIcon direction="previous" />
                </ActionIcon>
                <Text fw={500} aria-live="polite">
                  {photoLabel(openIndex + 1, count)}
                </Text>
                <ActionIcon type="button" variant="default" size={44} aria-label={NEXT_PHOTO_LABEL} disabled={count < 2} onClick={() => step('next')}>
                  <ArrowIcon direction="next" />
                </ActionIcon>
              </Group>
            </Box>
          )}
        </Modal>
      )}
    </>
  );
}
