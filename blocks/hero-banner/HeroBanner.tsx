import { Box, Group, Text, Title } from '@mantine/core';
import { Button } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { pictureSources } from '../../runtime/render/picture-sources';
import { siteLink } from '../kit/site-links/site-link';
import { OVERLAY_OPACITY, type HeroBannerProps } from './schema';

/** Without a photo the dark backdrop alone carries the white text. */
const BACKDROP = '#1a1b1e';

export function HeroBanner({ id, props, site }: BlockRenderInput<HeroBannerProps, undefined>) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} pos="relative" bg={BACKDROP} mih={360} style={{ display: 'flex', alignItems: 'center', overflow: 'hidden' }}>
      {props.image && (
        <img
          {...pictureSources(site, props.image.url, '100vw')}
          alt={props.image.alt}
          fetchPriority="high"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <div data-overlay={props.overlay} style={{ position: 'absolute', inset: 0, backgroundColor: `rgba(0, 0, 0, ${OVERLAY_OPACITY[props.overlay]})` }} />
      <Box pos="relative" w="100%" maw={1320} mx="auto" px="md" py={64} c="white">
        <Title id={headingId} order={props.headingLevel} c="white" fz={{ base: 32, md: 48 }} maw={760}>
          {props.heading}
        </Title>
        {props.subheading && (
          <Text fz={{ base: 'lg', md: 'xl' }} mt="sm" maw={640} c="white">
            {props.subheading}
          </Text>
        )}
        {props.buttons.length > 0 && (
          <Group mt="xl" gap="sm">
            {props.buttons.map((button) => {
              const link = siteLink(site, button.href);
              return (
                <Button key={button.href + button.label} component="a" href={link.href} rel={link.rel} size="lg" variant={button.emphasis === 'primary' ? 'filled' : 'white'}>
                  {button.label}
                </Button>
              );
            })}
          </Group>
        )}
      </Box>
    </Box>
  );
}
