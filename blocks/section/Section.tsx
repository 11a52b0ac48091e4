import { Container } from '@mantine/core';
import { Box, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import type { SectionProps } from './schema';
import { SECTION_BACKGROUNDS, SECTION_PADDING, SECTION_WIDTHS } from './section-style';

export function Section({ id, props, slots }: BlockRenderInput<SectionProps, undefined>) {
  const headingId = `${id}-heading`;
  const tone = SECTION_BACKGROUNDS[props.background];
  return (
    <Box
      component="section"
      id={props.anchor}
      aria-labelledby={props.heading ? headingId : undefined}
      data-background={props.background}
      bg={tone.bg}
      c={tone.c}
      py={SECTION_PADDING[props.padding]}
      style={tone.style}
    >
      <Container fluid={props.width === 'full'} size={props.width === 'full' ? undefined : SECTION_WIDTHS[props.width]}>
        {props.heading && (
          <Title id={headingId} order={2} mb="lg" c="inherit">
            {props.heading}
          </Title>
        )}
        {slots.content}
      </Container>
    </Box>
  );
}
