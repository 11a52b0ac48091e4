import { describe, expect, it } from 'vitest';
import { ajv } from '../../../schemas/ajv';
import { carSchema } from '../../../schemas/entities/car';
import { ALL_TEST_CARS } from './cars';

describe('test car fixtures', () => {
  const validate = ajv.compile(carSchema);
  it.each(ALL_TEST_CARS.map((make) => [make().name, make()] as const))('%s is a car the stock feed could deliver (valid against carSchema)', (_name, car) => {
    expect(validate(structuredClone(car)), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('gives every fixture its own id and slug', () => {
    const cars = ALL_TEST_CARS.map((make) => make());
    expect(new Set(cars.map((car) => car.id)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
  });
});
