'use client';
import { Anchor, Box, Button, Group, List, Stack, Text, TextInput, Title, type TitleOrder } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { fetchNearestLocations } from '../../runtime/client/nearest-locations';
import { READABLE_ERROR } from '../kit/forms/readable-error';
import { madeOnFirstUse, SITE_LOCALE } from '../../runtime/rules/formatters';

export interface NearestChoice {
  id: number;
  name: string;
  href: string;
}

interface NearestLocationsProps {
  id: string;
  heading: string;
  headingOrder: TitleOrder;
  postcodeLabel: string;
  buttonText: string;
  endpoint: string;
  /** The block's own locations: the answer is shown for these, nearest first. */
  locations: readonly NearestChoice[];
}

type Found = { postcode: string; nearest: (NearestChoice & { km: number | null })[] };

const kilometres = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 1 }));
const distanceText = (km: number | null) => (km === null ? '' : `${kilometres().format(km)} km`);

/**
 * Spec (detail §5, §9): "find your nearest dealership" by postcode. The
 * postcode goes to the site's API, which places it from the offline postcode
 * file and measures by the haversine formula; the block's locations come back
 * nearest first, each with its distance and a link to its page.
 */
export function NearestLocations({ id, heading, headingOrder, postcodeLabel, buttonText, endpoint, locations }: NearestLocationsProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found>();
  const asking = useRef<AbortController | null>(null);
  const headingId = `${id}-nearest-heading`;
  const inputId = `${id}-postcode`;

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = String(new FormData(event.currentTarget).get('postcode') ?? '').trim();
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setBusy(true);
    try {
      const result = await fetchNearestLocations(endpoint, postcode, controller.signal);
      if (!result.ok) {
        setError(result.message);
        setFound(undefined);
        return;
      }
      const byId = new Map(locations.map((location) => [location.id, location]));
      const nearest = result.answer.locations.flatMap((answered) => {
        const choice = byId.get(answered.id);
        return choice ? [{ ...choice, km: answered.distance_km }] : [];
      });
      setError(undefined);
      setFound({ postcode: result.answer.postcode, nearest });
    } catch {
      // A newer search took over: its answer is the one to show.
    } finally {
      if (asking.current === controller) setBusy(false);
    }
  };

  const [first] = found?.nearest ?? [];
  return (
    <Box component="form" role="search" aria-labelledby={headingId} onSubmit={find} noValidate data-nearest-locations>
      <Stack gap="sm">
        <Title id={headingId} order={headingOrder} fz="h4">
          {heading}
        </Title>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            id={inputId}
            name="postcode"
            label={postcodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            pattern="[0-9]{4}"
            w={160}
            error={error}
            styles={READABLE_ERROR}
            onChange={() => setError(undefined)}
          />
          <Button type="submit" mt={25} loading={busy}>
            {buttonText}
          </Button>
        </Group>
        <Text role="status" size="sm" fw={600}>
          {first ? `Nearest to ${found?.postcode}: ${first.name}${first.km === null ? '' : `, ${distanceText(first.km)}`}` : ''}
        </Text>
        {found && found.nearest.length > 0 && (
          <List type="ordered" spacing={4} size="sm" aria-label={`Nearest to ${found.postcode}`}>
            {found.nearest.map((location) => (
              <List.Item key={location.id}>
                <Anchor href={location.href} fw={600}>
                  {location.name}
                </Anchor>
                {location.km === null ? null : <Text span size="sm">{` — ${distanceText(location.km)}`}</Text>}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Box>
  );
}
