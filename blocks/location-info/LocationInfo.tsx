import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { locationHolidayHours, locationHoursRows } from '../../runtime/rules/location-hours';
import { REVIEWS_ANCHOR } from '../../runtime/rules/reviews-summary';
import { HolidayHours } from '../kit/locations/islands.client';
import { locationDirectionsUrl } from '../kit/locations/LocationCard';
import { LocationPhone } from '../kit/locations/LocationPhone';
import { OpeningHoursTable } from '../kit/locations/OpeningHoursTable';
import { LocationRating } from '../kit/locations/LocationRating';
import type { HoursChoice } from './HoursByKind.client';
import { HoursByKind } from './islands.client';
import type { LocationInfoData } from './load';
import type { LocationInfoProps } from './schema';

/**
 * Spec (detail §2 "Locations"): a location info block: the name, street,
 * city and state, Get Directions to a maps service, a rating box linking to
 * #reviews, and an Opening Hours table, with a type dropdown when the site
 * has more than one kind of location. A dealer with no hours shows none.
 */
export function LocationInfo({ id, props, data, site }: BlockRenderInput<LocationInfoProps, LocationInfoData>) {
  const location = data?.location;
  if (!location) return <EditorNote site={site}>This dealer has no location to show yet, so shoppers see nothing here.</EditorNote>;
  const headingId = `${id}-heading`;
  const { street, city, state, postcode } = location.address;
  const { phone, landline_phone: landline } = location.contact_detail;
  const hoursOrder = (props.headingLevel + 1) as TitleOrder;
  const choices: HoursChoice[] = (data?.hoursByKind ?? []).flatMap(({ kind, location: hoursOf }) => {
    const rows = locationHoursRows(hoursOf, site.now, site.document.settings.serviceBooking);
    return rows.length > 0 ? [{ kind, label: props.typeLabels[kind], locationName: hoursOf.name, rows }] : [];
  });
  const holidays = locationHolidayHours(location, site.now);
  const initialKind = choices.find((choice) => choice.locationName === location.name)?.kind ?? choices[0]?.kind;
  return (
    <Box component="section" aria-labelledby={headingId} py="xl" px="md" maw={1320} mx="auto" data-location={location.slug}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm" align="flex-start">
          <Title id={headingId} order={props.headingLevel}>
            {location.name}
          </Title>
          <Text component="address" fs="normal">
            {street}
            <br />
            {`${city} ${state} ${postcode}`}
          </Text>
          {phone && <LocationPhone label={props.phone} phone={phone} whose={location.name} site={site} />}
          {landline && <LocationPhone label={props.landline} phone={landline} whose={`${location.name} (${props.landline.toLowerCase()})`} site={site} />}
          <Button
            component="a"
            href={locationDirectionsUrl(location)}
            target="_blank"
            rel="noopener"
            variant="outline"
            aria-label={`${props.directions} to ${location.name} (opens in a new tab)`}
          >
            {props.directions}
          </Button>
          {(location.review_count ?? 0) > 0 && (
            <Paper withBorder radius="md" p="sm" data-rating-box>
              <Group gap="sm" wrap="wrap">
                <Text size="sm" fw={700}>
                  {props.rating}
                </Text>
                <LocationRating rating={location.average_rating ?? 0} count={location.review_count ?? 0} href={`#${REVIEWS_ANCHOR}`} />
              </Group>
            </Paper>
          )}
        </Stack>
        {choices.length > 0 && (
          <Stack gap="xs">
            {choices.length > 1 ? (
              <HoursByKind
                id={id}
                heading={props.hoursHeading}
                headingOrder={hoursOrder}
                chooseLabel={props.chooseHoursLabel}
                pageLocationName={location.name}
                choices={choices}
                initialKind={initialKind!}
              />
            ) : (
              <>
                <Title order={hoursOrder} fz="h3">
                  {props.hoursHeading}
                </Title>
                {choices[0].locationName !== location.name && (
                  <Text size="sm" fw={600}>
                    {choices[0].locationName}
                  </Text>
                )}
                <OpeningHoursTable rows={choices[0].rows} caption={`${props.hoursHeading}: ${choices[0].locationName}`} />
              </>
            )}
            {holidays.length > 0 && <HolidayHours buttonText={props.holidayHours} locationName={location.name} lines={holidays} />}
          </Stack>
        )}
      </SimpleGrid>
    </Box>
  );
}
