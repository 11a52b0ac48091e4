import { Anchor, Button, Card, CardSection, Group, Stack, Text, Title } from '../../../runtime/render/ui';
import type { FromSchema } from 'json-schema-to-ts';
import type { SiteContext } from '../../../runtime/block-types';
import { directionsUrl } from '../../../runtime/rules/directions';
import { locationHolidayHours, locationHoursRows } from '../../../runtime/rules/location-hours';
import { dealerLicenceText, locationContactPath, locationPagePath, repairerNumberText } from '../../../runtime/rules/location-links';
import type { Location } from '../../../schemas/entities/location';
import { HolidayHours } from './islands.client';
import { LocationMedia } from './LocationMedia';
import { LocationPhone } from './LocationPhone';
import type { locationCardWordsField, locationMediaField } from './location-fields';
import { OpeningHoursTable } from './OpeningHoursTable';
import { LocationRating } from './LocationRating';

export type LocationCardWords = FromSchema<typeof locationCardWordsField>;
export type LocationMediaChoice = FromSchema<typeof locationMediaField>;

/** The Get Directions address for a location: the place written out, so the route ends at the yard. */
export function locationDirectionsUrl(location: Pick<Location, 'name' | 'address'>): string {
  const { street, city, state, postcode } = location.address;
  return directionsUrl([location.name, street, city, state, postcode]);
}

interface LocationCardProps {
  /** Unique on the page: the heading's id is made from it. */
  id: string;
  location: Location;
  site: SiteContext;
  headingLevel: 2 | 3 | 4;
  words: LocationCardWords;
  media: LocationMediaChoice;
}

/**
 * Spec (detail §2 "Locations"): one location: heading, star rating,
 * address, phone, landline, opening hours (holiday hours in a dialog),
 * licence and repairer numbers, Contact and Get Directions, an optional map
 * or photo, and View Location to its own page.
 */
export function LocationCard({ id, location, site, headingLevel, words, media }: LocationCardProps) {
  const headingId = `${id}-heading`;
  const { street, city, state, postcode } = location.address;
  const { phone, landline_phone: landline } = location.contact_detail;
  const rows = locationHoursRows(location, site.now, site.document.settings.serviceBooking);
  const holidays = locationHolidayHours(location, site.now);
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="md" padding="md" h="100%" data-location={location.slug}>
      {media !== 'none' && (
        <CardSection first mb="sm">
          <LocationMedia location={location} media={media} />
        </CardSection>
      )}
      <Stack gap="xs" h="100%">
        <Title id={headingId} order={headingLevel} fz="lg">
          {location.name}
        </Title>
        <LocationRating rating={location.average_rating ?? 0} count={location.review_count ?? 0} />
        <Text component="address" fs="normal" size="sm">
          {street}
          <br />
          {`${city} ${state} ${postcode}`}
        </Text>
        {phone && <LocationPhone label={words.phone} phone={phone} whose={location.name} site={site} />}
        {landline && <LocationPhone label={words.landline} phone={landline} whose={`${location.name} (${words.landline.toLowerCase()})`} site={site} />}
        {rows.length > 0 && (
          <Stack gap={4}>
            <Text fw={700} size="sm" aria-hidden="true">
              {words.hours}
            </Text>
            <OpeningHoursTable rows={rows} caption={`${words.hours}: ${location.name}`} />
          </Stack>
        )}
        {holidays.length > 0 && <HolidayHours buttonText={words.holidayHours} locationName={location.name} lines={holidays} />}
        {(location.dealer_license_number || location.motor_vehicle_repairer) && (
          <Stack gap={0}>
            {location.dealer_license_number && <Text size="sm">{`${words.licence}: ${dealerLicenceText(location.dealer_license_number)}`}</Text>}
            {location.motor_vehicle_repairer && <Text size="sm">{`${words.repairer}: ${repairerNumberText(location.motor_vehicle_repairer)}`}</Text>}
          </Stack>
        )}
        <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
          <Button component="a" href={site.href(locationContactPath(site.document, location))} size="sm" aria-label={`${words.contact} ${location.name}`}>
            {words.contact}
          </Button>
          <Button
            component="a"
            href={locationDirectionsUrl(location)}
            target="_blank"
            rel="noopener"
            variant="outline"
            size="sm"
            aria-label={`${words.directions} to ${location.name} (opens in a new tab)`}
          >
            {words.directions}
          </Button>
        </Group>
        <Anchor href={site.href(locationPagePath(location))} fw={600} size="sm" aria-label={`${words.viewLocation}: ${location.name}`}>
          {words.viewLocation}
        </Anchor>
      </Stack>
    </Card>
  );
}
