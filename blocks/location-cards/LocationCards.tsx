import { Box, SimpleGrid, Stack, Title, type TitleOrder } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { NEAREST_LOCATIONS_API_PATH } from '../../runtime/client/nearest-locations';
import { EditorNote } from '../../runtime/render/EditorNote';
import { locationPagePath } from '../../runtime/rules/location-links';
import { LocationCard } from '../kit/locations/LocationCard';
import { NearestLocations } from './islands.client';
import type { LocationCardsData } from './load';
import type { LocationCardsProps } from './schema';

/** Cards stay a readable width: one or two cards never stretch across the page. */
const GRID_MAX_WIDTH: Readonly<Record<number, number>> = { 1: 440, 2: 900 };

/**
 * Spec (detail §2 "Locations"): location cards for the locations the
 * marketer chose, with an optional "find your nearest dealership" postcode
 * search above them.
 */
export function LocationCards({ id, props, data, site }: BlockRenderInput<LocationCardsProps, LocationCardsData>) {
  const locations = data?.locations ?? [];
  if (locations.length === 0) return <EditorNote site={site}>No location matches this block’s choice, so shoppers see nothing here.</EditorNote>;
  const heading = props.heading.trim();
  const headingId = `${id}-heading`;
  const cardLevel = (heading ? props.headingLevel + 1 : props.headingLevel) as 2 | 3 | 4;
  const columns = Math.min(locations.length, 3);
  return (
    <Box component="section" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Locations'} py="xl" px="md" maw={1320} mx="auto">
      <Stack gap="lg">
        {heading && (
          <Title id={headingId} order={props.headingLevel}>
            {heading}
          </Title>
        )}
        {props.nearest.enabled && locations.length > 1 && (
          <NearestLocations
            id={id}
            heading={props.nearest.heading}
            headingOrder={cardLevel as TitleOrder}
            postcodeLabel={props.nearest.postcodeLabel}
            buttonText={props.nearest.button}
            endpoint={site.href(NEAREST_LOCATIONS_API_PATH)}
            locations={locations.map((location) => ({ id: location.id, name: location.name, href: site.href(locationPagePath(location)) }))}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }} spacing="md" maw={GRID_MAX_WIDTH[columns]} w="100%" mx="auto">
          {locations.map((location) => (
            <LocationCard key={location.id} id={`${id}-location-${location.id}`} location={location} site={site} headingLevel={cardLevel} words={props.words} media={props.media} />
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
