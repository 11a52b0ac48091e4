import { Anchor, Group, Paper, Stack, Text, Title } from '../../runtime/render/ui';
import type { SiteContext } from '../../runtime/block-types';
import type { Location } from '../../schemas/entities/location';
import { PhoneReveal } from '../kit/phone-reveal/islands.client';
import { telHref } from '../kit/site-links/dealer-phones';
import { phonesAreMasked } from '../../runtime/rules/phone-mask';

/** A maps search for the address when the feed gives no link to the place. */
export function directionsHref(location: Pick<Location, 'name' | 'address'>): string {
  if (location.address.place_url) return location.address.place_url;
  const { street, city, state, postcode } = location.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([location.name, street, city, state, postcode].join(', '))}`;
}

interface DealershipCardProps {
  id: string;
  location: Location;
  site: SiteContext;
  headingLevel: 2 | 3;
}

/** One location: name, address, phone (masked until revealed where the dealer wants it), and where to go next. */
export function DealershipCard({ id, location, site, headingLevel }: DealershipCardProps) {
  const headingId = `${id}-heading`;
  const { street, city, state, postcode } = location.address;
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md" h="100%">
      <Stack gap="xs" h="100%">
        <Title id={headingId} order={headingLevel} fz="lg">
          {location.name}
        </Title>
        <Text component="address" fs="normal">
          {street}
          <br />
          {`${city} ${state} ${postcode}`}
        </Text>
        {phone &&
          (phonesAreMasked(site.document.settings) ? (
            <PhoneReveal phone={phone} label={location.name} />
          ) : (
            <Anchor href={telHref(phone)} fw={600}>
              {phone}
            </Anchor>
          ))}
        <Group gap="md" mt="auto" wrap="wrap">
          <Anchor href={site.href(`/locations/${encodeURIComponent(location.slug)}`)} fw={600} aria-label={`View Location: ${location.name}`}>
            View Location
          </Anchor>
          <Anchor href={directionsHref(location)} rel="noopener" target="_blank" aria-label={`Get Directions to ${location.name} (opens in a new tab)`}>
            Get Directions
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
