'use client';
import { ActionIcon, Box, Group, Modal, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { ArrowIcon } from '../kit/carousel/SlideArrows';
import { CarPhoto } from './CarPhoto';
import { photoLabel } from './gallery-photos';
import { photoIndexAfter, type PhotoStep, type Point, swipeStep } from './photo-navigation';

export const PREVIOUS_PHOTO_LABEL = 'Previous photo';
export const NEXT_PHOTO_LABEL = 'Next photo';
export const CLOSE_PHOTOS_LABEL = 'Close photos';

const OpenPhoto = createContext<(index: number) => void>(() => {});

interface PhotoViewerProps {
  carName: string;
  photos: readonly string[];
  /** The server-rendered gallery, whose OpenPhotoButtons open this viewer. */
  children: ReactNode;
}

/**
 * The gallery's interactive part: the full-screen view its photo buttons
 * open. The page's photos themselves are rendered on the server and passed
 * in as children, so this island holds only the open photo's number.
 * Mantine's Modal traps focus and gives it back to the button that opened
 * it; Escape closes it; the arrow keys, the buttons and a swipe move.
 */
export function PhotoViewer({ carName, photos, children }: PhotoViewerProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const swipeStart = useRef<Point | null>(null);
  const count = photos.length;
  const step = (direction: PhotoStep) => setOpenIndex((index) => (index === null ? index : photoIndexAfter(index, count, direction)));

  useWindowEvent('keydown', (event) => {
    if (openIndex === null || event.defaultPrevented) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? 'previous' : 'next');
    }
  });

  return (
    <OpenPhoto value={setOpenIndex}>
      {children}
      <Modal opened={openIndex !== null} onClose={() => setOpenIndex(null)} fullScreen title={carName} closeButtonProps={{ 'aria-label': CLOSE_PHOTOS_LABEL }}>
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
    </OpenPhoto>
  );
}

/** A photo of the server-rendered gallery, as a button that opens the full-screen view at it. */
export function OpenPhotoButton({ index, label, children, ...button }: UnstyledButtonProps & { index: number; label: string; children: ReactNode }) {
  const open = useContext(OpenPhoto);
  return (
    <UnstyledButton type="button" aria-label={label} onClick={() => open(index)} {...button}>
      {children}
    </UnstyledButton>
  );
}
