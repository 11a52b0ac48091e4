import { Box, Stack, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { LocationCard } from '../kit/locations/LocationCard';
import { LocationsRow } from './islands.client';
import type { LocationsCarouselData } from './load';
import type { LocationsCarouselProps } from './schema';

export const LOCATIONS_CAROUSEL_FALLBACK_LABEL = 'Our Locations';

/** Spec (detail §2 "Locations"): the Our Locations carousel, its cards rendered here and stepped through in the browser. */
export function LocationsCarousel({ id, props, data, site }: BlockRenderInput<LocationsCarouselProps, LocationsCarouselData>) {
  const locations = data?.locations ?? [];
  if (locations.length === 0) return <EditorNote site={site}>No location matches this carousel’s choice, so shoppers see nothing here.</EditorNote>;
  const heading = props.heading.trim();
  const headingId = `${id}-heading`;
  const cardLevel = (heading ? props.headingLevel + 1 : props.headingLevel) as 2 | 3 | 4;
  return (
    <Box component="section" aria-labelledby={heading ? headingId : undefined} py="xl" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        {heading && (
          <Title id={headingId} order={props.headingLevel}>
            {heading}
          </Title>
        )}
        <LocationsRow
          id={id}
          label={heading || LOCATIONS_CAROUSEL_FALLBACK_LABEL}
          previousLabel={props.previousLabel}
          nextLabel={props.nextLabel}
          swipeHint={props.swipeHint}
          items={locations.map((location) => ({
            key: location.id,
            node: <LocationCard id={`${id}-location-${location.id}`} location={location} site={site} headingLevel={cardLevel} words={props.words} media={props.media} />,
          }))}
        />
      </Stack>
    </Box>
  );
}
