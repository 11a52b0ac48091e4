import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAR_CARD_FIELDS, type CarCard } from '../../../schemas/entities/car-card';
import type { Car } from '../../../schemas/entities/car';
import { createAjv } from '../../../schemas/ajv';
import { carCardSchema } from '../../../schemas/entities/car-card';
import { ALL_TEST_CARS } from '../test-support/cars';
import { VEHICLE_CARD_BUTTONS } from './card-buttons';
import { renderCard, siteWith } from './test-support/render-card';

/** What a search answer carries of a car: the card's fields and no others. */
function cardOf(car: Car): CarCard {
  return Object.fromEntries(CAR_CARD_FIELDS.filter((field) => car[field] !== undefined).map((field) => [field, car[field]])) as CarCard;
}

/** Every feature a card can show switched on, so every field any of them reads is exercised. */
const EVERYTHING_ON = siteWith({
  settings: {
    favourites: { enabled: true, usedWithPriceAndImagesOnly: true },
    compare: { enabled: true },
    phoneReveal: { enabled: true },
    reserveOnline: { enabled: true },
    tradeIn: { enabled: true },
  },
});

/** A dealer with no phone of its own: the card shows the car's location's number. */
const NO_DEALER_PHONES = { ...EVERYTHING_ON, document: { ...EVERYTHING_ON.document, dealer: { ...EVERYTHING_ON.document.dealer, phones: {} } } };

function cardHtml(car: CarCard, site = EVERYTHING_ON): string {
  const { container } = renderCard(car, { site, buttons: VEHICLE_CARD_BUTTONS, id: 'card' });
  // Mantine's style sheet is written on the first render only; the card is what is compared.
  // Ids come from React's useId, numbered by where each render sits in the test's tree.
  const html = (container.querySelector('article')?.outerHTML ?? '').replace(/mantine-_r_[0-9a-z]+_/g, 'mantine-id');
  cleanup();
  return html;
}

describe('a card drawn from the search answer (carCardSchema), the hits projection', () => {
  it.each(ALL_TEST_CARS.map((make) => [make().name, make()] as const))('%s: the same card as from the whole record, with every button and feature on', (_name, car) => {
    const whole = cardHtml(car);
    expect(whole).toContain(car.name);
    const projected = cardHtml(cardOf(car));
    expect(projected).toBe(whole);
  });

  it('a card reads no field of a car outside the projection, however it is configured', () => {
    const read = new Set<string>();
    for (const make of ALL_TEST_CARS) {
      const watched = new Proxy(make(), {
        get(target, field, receiver) {
          if (typeof field === 'string') read.add(field);
          return Reflect.get(target, field, receiver);
        },
      });
      for (const site of [EVERYTHING_ON, NO_DEALER_PHONES]) cardHtml(watched, site);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((field) => !(CAR_CARD_FIELDS as string[]).includes(field))).toEqual([]);
  });

  it('a projected car is valid against the card schema, which admits no other field', () => {
    const validate = createAjv().compile(carCardSchema);
    for (const make of ALL_TEST_CARS) expect(validate(cardOf(make())), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...cardOf(ALL_TEST_CARS[0]()), finance_lenders: {} })).toBe(false);
  });
});
