'use client';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { Box, Group } from '../../runtime/render/ui';
import { useReducedMotion } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { ArrowIcon } from '../kit/carousel/SlideArrows';
import { SLIDING_ANIMATION_MS } from '../../runtime/rules/sliding-animation';
import type { PromotionSlide } from './slides';
import { PromotionSlideView } from './PromotionSlideView';

interface PromoCarouselProps {
  slides: PromotionSlide[];
  aspectRatio: string;
  label: string;
  /** With {position} and {count} to fill in. */
  slideLabel: string;
  previousLabel: string;
  nextLabel: string;
}

/**
 * The WAI-ARIA carousel pattern: a labelled region of labelled slides, only
 * the shown one reachable, moved by buttons, dots or the arrow keys. It never
 * moves on its own, so there is nothing to pause.
 */
export function PromoCarousel({ slides, aspectRatio, label, slideLabel, previousLabel, nextLabel }: PromoCarouselProps) {
  const [shown, setShown] = useState(0);
  const reduceMotion = useReducedMotion();
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const last = slides.length - 1;

  const show = (index: number) => {
    const target = Math.min(Math.max(index, 0), last);
    const focused = document.activeElement;
    // Rendered at once so the arrows' disabled state is current before focus moves between them.
    flushSync(() => setShown(target));
    // A button disabled under the keyboard's focus drops focus to the page; hand it to the other arrow.
    if (target === 0 && focused === previousButton.current) nextButton.current?.focus();
    if (target === last && focused === nextButton.current) previousButton.current?.focus();
  };

  const moveByKey = (event: KeyboardEvent) => {
    const targets: Record<string, number> = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: last };
    if (!(event.key in targets)) return;
    event.preventDefault();
    show(targets[event.key]);
  };

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} onKeyDown={moveByKey}>
      <Box style={{ overflow: 'hidden' }}>
        <Box
          aria-live="polite"
          data-shown={shown}
          style={{
            display: 'flex',
            transform: `translateX(-${shown * 100}%)`,
            transition: reduceMotion ? 'none' : `transform ${SLIDING_ANIMATION_MS}ms ease`,
          }}
        >
          {slides.map((slide, index) => (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel.replace('{position}', String(index + 1)).replace('{count}', String(slides.length))}
              inert={index !== shown}
              style={{ flex: '0 0 100%', minWidth: 0 }}
            >
              <PromotionSlideView slide={slide} aspectRatio={aspectRatio} eager={index === 0} />
            </Box>
          ))}
        </Box>
      </Box>
      {slides.length > 1 && (
        <Group justify="center" gap="xs" py="xs">
          <ActionIcon ref={previousButton} variant="default" size="lg" aria-label={previousLabel} disabled={shown === 0} onClick={() => show(shown - 1)}>
            <ArrowIcon direction="previous" />
          </ActionIcon>
          {slides.map((slide, index) => (
            <UnstyledButton
              key={slide.id}
              aria-label={slide.title}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => show(index)}
              w={24}
              h={24}
              style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: '50%' }}
            >
              <Box
                component="span"
                w={12}
                h={12}
                bg={index === shown ? 'var(--mantine-primary-color-filled)' : 'transparent'}
                style={{ borderRadius: '50%', border: '2px solid var(--mantine-color-gray-7)' }}
              />
            </UnstyledButton>
          ))}
          <ActionIcon ref={nextButton} variant="default" size="lg" aria-label={nextLabel} disabled={shown === last} onClick={() => show(shown + 1)}>
            <ArrowIcon direction="next" />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
