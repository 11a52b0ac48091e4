import { Button, Stack, Text, Title } from '../../runtime/render/ui';
import type { PromotionSlide } from './slides';

interface PromotionSlideViewProps {
  slide: PromotionSlide;
  aspectRatio: string;
  /** Only the first picture is needed at once; the rest wait until the shopper slides on. */
  eager: boolean;
}

export function PromotionSlideView({ slide, aspectRatio, eager }: PromotionSlideViewProps) {
  return (
    <>
      {slide.image && (
        <img
          src={slide.image.src}
          srcSet={slide.image.srcSet}
          sizes={slide.image.sizes}
          alt={slide.image.alt}
          loading={eager ? 'eager' : 'lazy'}
          style={{ display: 'block', width: '100%', aspectRatio, objectFit: 'cover' }}
        />
      )}
      <Stack gap="xs" p="md" align="flex-start">
        <Title order={2} fz="xl">
          {slide.title}
        </Title>
        {slide.text && <Text>{slide.text}</Text>}
        {slide.link && (
          <Button component="a" href={slide.link.href} rel={slide.link.rel}>
            {slide.cta}
          </Button>
        )}
      </Stack>
    </>
  );
}
