'use client';
import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { watchlistSignInHref } from '../../runtime/rules/watchlist';
import type { WatchlistAnswer } from '../../schemas/api/watchlist';
import { postWatchlistChange, type WatchlistUrls } from '../kit/vehicle-card/WatchlistState';

type Saved = WatchlistAnswer['items'][number];
type ListState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; phoneNumber: string; items: Saved[] };

export interface WatchlistCarsProps {
  urls: WatchlistUrls;
  signInHref: string;
  watchlistHref: string;
  carHrefPrefix: string;
  texts: { empty: string; signedOut: string };
  browse: { label: string; href: string };
}

/** The shopper's saved cars, read from the site (never from the browser), each with a Remove button. */
export function WatchlistCars({ urls, signInHref, watchlistHref, carHrefPrefix, texts, browse }: WatchlistCarsProps) {
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetch(urls.list, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as WatchlistAnswer) : null))
      .catch(() => null)
      .then((answer) => {
        if (!current) return;
        setState(answer?.phone_number ? { status: 'signed-in', phoneNumber: answer.phone_number, items: answer.items } : { status: 'signed-out' });
      });
    return () => {
      current = false;
    };
  }, [urls.list]);

  if (state.status === 'loading') return <Text aria-busy="true">Loading your watchlist…</Text>;
  if (state.status === 'signed-out') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{texts.signedOut}</Text>
        <Button component="a" href={watchlistSignInHref(signInHref, watchlistHref)}>
          Sign in
        </Button>
      </Stack>
    );
  }

  async function remove(car: Saved) {
    if (state.status !== 'signed-in') return;
    const answer = await postWatchlistChange(urls.remove, { phone_number: state.phoneNumber, car_id: car.id });
    if (!answer.success) return window.alert(answer.message);
    setState({ ...state, items: state.items.filter((item) => item.id !== car.id) });
  }

  if (state.items.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{texts.empty}</Text>
        <Anchor href={browse.href}>{browse.label}</Anchor>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Saved cars">
      {state.items.map((car) => (
        <Paper component="li" key={car.id} withBorder radius="md" p="sm">
          <Group wrap="nowrap" gap="md">
            {car.primary_image_url && <Image src={car.primary_image_url} alt="" w={120} h={90} fit="cover" radius="sm" />}
            <Anchor href={`${carHrefPrefix}${encodeURIComponent(car.slug)}`} fw={600} style={{ flex: 1 }}>
              {car.name}
            </Anchor>
            <Button type="button" variant="outline" aria-label={`Remove ${car.name} from watchlist`} onClick={() => void remove(car)}>
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
