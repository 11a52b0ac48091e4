import { Anchor, Box, List, ListItem, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { isCertifiedPreOwned } from '../../runtime/rules/certified-pre-owned';
import { siteLink } from '../kit/site-links/site-link';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { contentParts } from './content-text';
import type { VehicleContentProps } from './schema';

export const NOT_CERTIFIED_NOTE = 'This part shows for certified cars only, and this car is not certified, so shoppers see nothing here.';

export function VehicleContent({ id, props, site }: BlockRenderInput<VehicleContentProps, undefined>) {
  const { car } = site;
  if (!car) return <NoCarNote site={site} label="Vehicle page content" />;
  if (props.showFor === 'certified-cars' && !isCertifiedPreOwned(car)) return <EditorNote site={site}>{NOT_CERTIFIED_NOTE}</EditorNote>;
  const headingId = `${id}-heading`;
  const parts = contentParts(props.text, props.textStyle);
  const link = props.linkHref ? siteLink(site, props.linkHref) : undefined;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="sm" align="flex-start">
        <Title id={headingId} order={props.headingLevel}>
          {props.heading}
        </Title>
        {props.textStyle === 'points' ? (
          <List spacing={4}>
            {parts.map((point) => (
              <ListItem key={point}>{point}</ListItem>
            ))}
          </List>
        ) : (
          parts.map((paragraph) => (
            <Text key={paragraph} component="p" m={0}>
              {paragraph}
            </Text>
          ))
        )}
        {link && (
          // The visible words are often the same in each part of the page; the heading tells them apart.
          <Anchor href={link.href} rel={link.rel} fw={600} aria-label={`${props.linkLabel}: ${props.heading}`}>
            {props.linkLabel}
          </Anchor>
        )}
      </Stack>
    </Box>
  );
}
