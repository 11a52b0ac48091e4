import { List, ListItem } from '@mantine/core';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '../../runtime/render/ui';
import type { ReactNode } from 'react';
import type { BlockRenderInput } from '../../runtime/block-types';
import { carTitle } from '../../runtime/render/car-title';
import { isDraftView } from '../../runtime/render/draft-view';
import { priceDisplay } from '../../runtime/rules/price-display';
import { reservationRefusal, RESERVATION_REFUSAL_WORDS } from '../../runtime/rules/reservation';
import { checkoutTerms, reservationTimeZone } from '../../runtime/rules/reservation-hold';
import { similarSearchPath } from '../../runtime/rules/similar-search';
import { vehiclePath } from '../../runtime/rules/vehicle-path';
import type { Car } from '../../schemas/entities/car';
import { PaymentsAccepted } from '../kit/payments/PaymentsAccepted';
import { carPhotoAlt } from '../kit/vehicle-card/car-facts';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import type { ReserveCheckoutData } from './load';
import { ReserveForm } from './islands.client';
import type { ReserveCheckoutProps } from './schema';

export const NOT_RESERVABLE_HEADING = 'This car can’t be reserved online';
export const UNAVAILABLE_HEADING = 'Online reservation is unavailable';
export const UNAVAILABLE_TEXT = 'We can’t take reservations online at the moment. Please call us and we will hold the car for you.';
export const BACK_TO_CAR = 'Back to the car';
/** Spec (detail §2 "Vehicle cards", §4): the sold car's offer, in its words. */
export const FIND_SIMILAR = 'Find Me Something Similar';

/** The car being reserved: its photo, name, price, where it is, and what reserving it means. */
function CarSummary({ id, car, props, site }: Pick<BlockRenderInput<ReserveCheckoutProps, ReserveCheckoutData>, 'id' | 'props' | 'site'> & { car: Car }) {
  const { settings, texts } = site.document;
  const titleId = `${id}-car`;
  const paymentsId = `${id}-payments`;
  const where = [car.stocknum && `Stock number ${car.stocknum}`, car.location_name ?? car.city].filter(Boolean).join(' · ');
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        {car.primary_image_url && (
          <img
            src={car.primary_image_url}
            alt={carPhotoAlt(car)}
            width={800}
            height={600}
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
          />
        )}
        <Title id={titleId} order={2} size="h3">
          {carTitle(car)}
        </Title>
        <Text fz="xl" fw={700}>
          {priceDisplay(car, texts).text}
        </Text>
        {where && <Text c="gray.7">{where}</Text>}
        <List spacing={4} aria-label="What reserving online means" data-reserve-terms>
          {checkoutTerms(settings.reserveOnline).map((term) => (
            <ListItem key={term} fw={600}>
              {term}
            </ListItem>
          ))}
        </List>
        {props.showPayments && <PaymentsAccepted id={paymentsId} label={props.paymentsLabel} />}
      </Stack>
    </Paper>
  );
}

/** A notice in place of the form: why the car cannot be reserved here, and where to go instead. */
function Notice({ id, heading, text, links }: { id: string; heading: string; text: string; links: { label: string; href: string }[] }) {
  const headingId = `${id}-notice`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" data-reserve-notice>
      <Stack gap="sm">
        <Title id={headingId} order={2} size="h3">
          {heading}
        </Title>
        <Text>{text}</Text>
        <Group gap="sm">
          {links.map((link, index) => (
            <Button key={link.href} component="a" href={link.href} variant={index === 0 ? 'filled' : 'outline'}>
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Spec (detail §2 routes /cars/{slug}/checkout and /buy-online; §4
 * reservation allowed; §9 $200 deposit, 48-hour hold, 100% refundable;
 * §1 payments accepted). The car comes from the page's address, as on the
 * vehicle page; whether it can be reserved is the rule's
 * (runtime/rules/reservation.ts), read with any hold online, so a car held a
 * moment ago says so here too. The form itself runs in the browser.
 */
export function ReserveCheckout({ id, props, data, site }: BlockRenderInput<ReserveCheckoutProps, ReserveCheckoutData>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label="Reserve checkout" />;
  const { settings } = site.document;
  const headingId = `${id}-heading`;
  const carHref = site.href(vehiclePath(car));
  const similarHref = site.href(similarSearchPath(car));
  const refusal = reservationRefusal(car, settings);
  const payments = data?.payments ?? { kind: 'unavailable' };

  let action: ReactNode;
  if (refusal !== undefined) {
    action = (
      <Notice
        id={id}
        heading={NOT_RESERVABLE_HEADING}
        text={RESERVATION_REFUSAL_WORDS[refusal]}
        links={[
          { label: FIND_SIMILAR, href: similarHref },
          { label: BACK_TO_CAR, href: carHref },
        ]}
      />
    );
  } else if (payments.kind === 'unavailable') {
    action = <Notice id={id} heading={UNAVAILABLE_HEADING} text={UNAVAILABLE_TEXT} links={[{ label: BACK_TO_CAR, href: carHref }]} />;
  } else {
    const formHeadingId = `${id}-form-heading`;
    action = (
      <Paper component="section" aria-labelledby={formHeadingId} withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title id={formHeadingId} order={2} size="h3">
            {props.formHeading}
          </Title>
          <ReserveForm
            id={id}
            endpoint={site.href('/api/reservations')}
            car={{ id: car.id, name: carTitle(car) }}
            depositDollars={settings.reserveOnline.depositDollars}
            timeZone={reservationTimeZone(car)}
            payments={payments}
            submitLabel={props.submitLabel}
            carHref={carHref}
            similarHref={similarHref}
            preview={isDraftView(site)}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} py="xl" px="md" maw={1040} mx="auto" data-reserve-checkout>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title id={headingId} order={1}>
            {props.heading}
          </Title>
          {props.intro && <Text>{props.intro}</Text>}
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CarSummary id={id} car={car} props={props} site={site} />
          {action}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
