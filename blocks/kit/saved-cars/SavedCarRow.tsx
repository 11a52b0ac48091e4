import { Anchor, Badge, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { priceDisplay } from '../../../runtime/rules/price-display';
import { offersSimilar, SAVED_CAR_STATUS_WORDS, savedCarStatus, type SavedCarStatus } from '../../../runtime/rules/saved-car-status';
import { similarSearchPath } from '../../../runtime/rules/similar-search';
import { vehiclePath } from '../../../runtime/rules/vehicle-path';
import { siteHref } from '../../../runtime/tenancy/site-address';
import { VEHICLE_CARD_BUTTON_LABELS } from '../vehicle-card/card-buttons';
import { BADGE_BACKGROUNDS } from '../vehicle-card/card-badges';
import { CardPrice } from '../vehicle-card/CardPrice';
import { carFacts } from '../vehicle-card/car-facts';
import type { SavedCarsNow } from './saved-cars-now.client';

/** What a saved list kept of a car when it was saved: enough to name it, show it and find one like it. */
export interface SavedEntry {
  id: number;
  name: string;
  slug: string;
  make?: string;
  model?: string;
  primary_image_url?: string | null;
}

/** The card's badge colours, each white text passing WCAG AA. */
const STATUS_BACKGROUNDS: Readonly<Record<SavedCarStatus, string>> = {
  'in-stock': BADGE_BACKGROUNDS.certified,
  'coming-soon': BADGE_BACKGROUNDS['coming-soon'],
  reserved: BADGE_BACKGROUNDS.reserved,
  sold: BADGE_BACKGROUNDS.sold,
  gone: BADGE_BACKGROUNDS.tag,
};

export const CHECKING_TEXT = 'Checking it is still available…';

export interface SavedCarRowProps {
  /** Unique on the page: the heading's id is built from it. */
  id: string;
  saved: SavedEntry;
  now: SavedCarsNow;
  /** The site's address prefix ('' on its own host): links are made in the browser. */
  basePath: string;
  noPriceText: string;
  headingLevel: 2 | 3;
  /** Remove, Compare: what the list lets the shopper do with the car. */
  children?: ReactNode;
}

/**
 * A saved car as a card shows one: photo, name, price, key facts and its
 * status today (runtime/rules/saved-car-status.ts). A car sold or gone says
 * so, with Find Me Something Similar; a car gone has no page to link to.
 */
export function SavedCarRow({ id, saved, now, basePath, noPriceText, headingLevel, children }: SavedCarRowProps) {
  const car = now.status === 'loaded' ? now.cars.get(saved.id) : undefined;
  const status = now.status === 'loaded' ? savedCarStatus(car) : undefined;
  const name = car?.name ?? saved.name;
  const photo = car?.primary_image_url ?? saved.primary_image_url ?? undefined;
  const headingId = `${id}-heading`;
  const facts = car ? carFacts(car) : [];
  const similarFrom = car ?? (saved.make && saved.model ? { make: saved.make, model: saved.model } : undefined);
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="sm" data-saved-car={saved.id} data-saved-status={status}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={{ base: 96, sm: 160 }} style={{ flexShrink: 0, aspectRatio: '4 / 3', overflow: 'hidden', borderRadius: 4 }} bg="gray.1">
          {photo ? (
            <img src={photo} alt="" loading="lazy" decoding="async" width={160} height={120} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Center h="100%" aria-hidden="true">
              <Text c="gray.7" fz="xs">
                No photo
              </Text>
            </Center>
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title id={headingId} order={headingLevel} fz="md" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {status === 'gone' ? (
              name
            ) : (
              <Anchor href={siteHref(basePath, vehiclePath({ slug: car?.slug ?? saved.slug }))} c="inherit" underline="hover">
                {name}
              </Anchor>
            )}
          </Title>
          {status ? (
            <Group gap={6}>
              <Badge color={STATUS_BACKGROUNDS[status]} c="white" radius="sm" tt="none">
                {SAVED_CAR_STATUS_WORDS[status]}
              </Badge>
            </Group>
          ) : (
            now.status === 'loading' && (
              <Text fz="sm" c="gray.7">
                {CHECKING_TEXT}
              </Text>
            )
          )}
          {car && <CardPrice price={priceDisplay(car, { noPrice: noPriceText })} priceType={car.price_type} />}
          {facts.length > 0 && (
            <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none', columnGap: 12 }} c="gray.7" fz="sm">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </Group>
          )}
          <Group gap="xs" wrap="wrap">
            {status && offersSimilar(status) && similarFrom && (
              <Button
                component="a"
                href={siteHref(basePath, similarSearchPath(similarFrom))}
                size="compact-sm"
                aria-label={`${VEHICLE_CARD_BUTTON_LABELS['find-similar']}, ${name}`}
                data-button="find-similar"
              >
                {VEHICLE_CARD_BUTTON_LABELS['find-similar']}
              </Button>
            )}
            {children}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
