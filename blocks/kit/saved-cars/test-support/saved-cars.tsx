import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { vi } from 'vitest';
import type { BlockDefinition, SiteContext } from '../../../../runtime/block-types';
import { mantineThemeFor } from '../../../../runtime/render/mantine-theme';
import type { SavedCar } from '../../../../schemas/api/saved-cars';
import type { Car } from '../../../../schemas/entities/car';

/** A car as GET /api/saved-cars answers it. */
export function savedCarFrom(car: Car, comparable = true): SavedCar {
  const { id, slug, name, make, model, year, price, preorder, car_type, status, sold, reserved, km, simple_body } = car;
  const optional = {
    price_type: car.price_type,
    offer_price: car.offer_price,
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    simple_transmission: car.simple_transmission,
    fuel: car.fuel,
    city: car.city,
    location_name: car.location_name,
    primary_image_url: car.primary_image_url,
  };
  const present = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return { id, slug, name, make, model, year, price, preorder, car_type, status, sold, reserved, km, simple_body, ...present, comparable };
}

export interface SiteReplies {
  /** The cars GET /api/saved-cars knows; any other id asked is a car no longer listed. */
  savedCars: SavedCar[];
  /** Answers for other addresses, in turn. */
  others: Record<string, { status: number; body: unknown }[]>;
  calls: { url: string; body: unknown }[];
}

/** Stands in for the site: the saved-cars API from `savedCars`, anything else from `others`. */
export function stubSite(savedCarsPath: string, savedCars: SavedCar[] = []): SiteReplies {
  const replies: SiteReplies = { savedCars, others: {}, calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      replies.calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith(`${savedCarsPath}?`)) {
        const ids = (new URL(url, 'http://x.invalid').searchParams.get('ids') ?? '').split(',').map(Number);
        return Response.json({ cars: replies.savedCars.filter((car) => ids.includes(car.id)) });
      }
      const reply = replies.others[url]?.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return replies;
}

/** A block as a page shows it: its own jotai store, as a page load has. */
/** A block rendered without loaded data (the header draws its menu without the brands' models then). */
export function renderOnPage<Props, Data>(
  definition: BlockDefinition<Props, Data | undefined> | BlockDefinition<Props, Data>,
  props: Props,
  site: SiteContext,
  id = `${definition.type}-1`,
) {
  return render(
    <Provider>
      <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
        {(definition as BlockDefinition<Props, Data | undefined>).component({ id, props, data: undefined, site, slots: {} })}
      </MantineProvider>
    </Provider>,
  );
}
