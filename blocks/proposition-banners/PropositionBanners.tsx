import { ThemeIcon } from '@mantine/core';
import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { siteLink } from '../kit/site-links/site-link';
import { PropositionIconImage } from './icons';
import type { PropositionBannersProps } from './schema';

export function PropositionBanners({ id, props, site }: BlockRenderInput<PropositionBannersProps, undefined>) {
  const headingId = `${id}-heading`;
  return (
    <Box component={props.heading ? 'section' : 'div'} aria-labelledby={props.heading ? headingId : undefined} px="md" py="lg" maw={1320} mx="auto">
      {props.heading && (
        <Title id={headingId} order={2} mb="md">
          {props.heading}
        </Title>
      )}
      <SimpleGrid component="ul" cols={{ base: 1, sm: Math.min(props.items.length, 3) }} spacing="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {props.items.map((item) => {
          const link = item.href ? siteLink(site, item.href) : undefined;
          return (
            <Box component="li" key={item.title} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
              <ThemeIcon size={52} radius="xl" style={{ flexShrink: 0 }}>
                <PropositionIconImage icon={item.icon} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={props.heading ? 3 : 2} fz="lg">
                  {link ? (
                    <Anchor href={link.href} rel={link.rel} inherit>
                      {item.title}
                    </Anchor>
                  ) : (
                    item.title
                  )}
                </Title>
                {item.text && <Text>{item.text}</Text>}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
