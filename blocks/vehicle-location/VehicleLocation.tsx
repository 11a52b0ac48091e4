import { Box, Button, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { directionsUrl } from '../../runtime/rules/directions';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { vehiclePlace } from './car-location';
import type { VehicleLocationData } from './load';
import type { VehicleLocationProps } from './schema';

/** Spec (detail §2): the vehicle page's #vehicle-map anchor lands here. */
export const VEHICLE_MAP_ANCHOR = 'vehicle-map';

/**
 * Where the car is and a Get Directions link. No map picture: a map image
 * needs a provider's key, and the directions link opens the shopper's own
 * maps app with the route ready.
 */
export function VehicleLocation({ id, props, data, site }: BlockRenderInput<VehicleLocationProps, VehicleLocationData>) {
  const { car } = site;
  if (!car) return <NoCarNote site={site} label="Vehicle location" />;
  const place = vehiclePlace(car, data?.location);
  if (!place) return <EditorNote site={site}>This car names no location, so shoppers see nothing here.</EditorNote>;
  const headingId = `${id}-heading`;
  const locality = [place.city, place.state, place.postcode].filter(Boolean).join(' ');
  return (
    <Box component="section" id={VEHICLE_MAP_ANCHOR} aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="sm" align="flex-start">
        <Title id={headingId} order={props.headingLevel}>
          {props.heading}
        </Title>
        <Box component="address" style={{ fontStyle: 'normal' }}>
          <Text fw={600}>{place.name}</Text>
          {place.street && <Text>{place.street}</Text>}
          {locality && <Text>{locality}</Text>}
        </Box>
        <Button
          component="a"
          href={directionsUrl([place.name, place.street, place.city, place.state, place.postcode])}
          target="_blank"
          rel="noopener"
          variant="outline"
          aria-label={`${props.directionsLabel} to ${place.name} (opens in a new tab)`}
        >
          {props.directionsLabel}
        </Button>
      </Stack>
    </Box>
  );
}
