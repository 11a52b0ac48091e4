import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { EditorApiError } from '../../publishing/editor-api';
import { siteSlugAtom } from '../../publishing/site-address';
import { type CarChoice, namedCarChoices, searchCarChoices } from '../../state/car-choices';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

export const CARS_LOADING = 'Looking up your cars…';
export const CAR_GONE = 'This car is no longer on the site, so the block leaves it out. Pick another.';
export const carsFailedWords = (reason: string) => `Your cars could not be looked up just now: ${reason} Try again in a moment.`;
export const noCarMatchesWords = (text: string) => `No car in your stock matches “${text}”. Try its stock number, or fewer words of its name.`;

/** Typing pauses this long before the stock is asked: one request for a stock number typed, not one per key. */
const SEARCH_DELAY_MS = 250;

/** "2021 Toyota Corolla Ascent Sport · stock SUN000123": a car as the picker names it. */
export const carChoiceWords = (car: CarChoice) => (car.stocknum ? `${car.name} · stock ${car.stocknum}` : car.name);

const failure = (error: unknown) => (error instanceof EditorApiError ? error.message : 'the server could not be reached.');

/** The chosen car as the site has it: undefined while asked, null when the site no longer has it. */
function useNamedCar(siteSlug: string, carSlug: string): CarChoice | null | undefined {
  const [named, setNamed] = useState<{ carSlug: string; car: CarChoice | null } | undefined>();
  useEffect(() => {
    if (!siteSlug || carSlug === '') return;
    let current = true;
    namedCarChoices(siteSlug, [carSlug]).then(
      ([car]) => current && setNamed({ carSlug, car: car ?? null }),
      () => current && setNamed(undefined),
    );
    return () => {
      current = false;
    };
  }, [siteSlug, carSlug]);
  return named?.carSlug === carSlug ? named.car : undefined;
}

/**
 * One of the dealer's cars, picked from its live stock by stock number,
 * registration or the words of its name, never typed as the last part of
 * its address. The list asks the server as the marketer types (the stock
 * may be thousands of cars); a car since sold and gone stays shown, flagged,
 * until another is picked.
 */
export function CarField(props: FieldProps) {
  const { value, pointer, actions } = props;
  const siteSlug = useAtomValue(siteSlugAtom);
  const chosen = textOf(value);
  const named = useNamedCar(siteSlug, chosen);
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // Once a car is picked the box shows its name: that is not a search.
  const text = named && search === carChoiceWords(named) ? '' : search;
  const [typed] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const [found, setFound] = useState<{ text: string; cars: CarChoice[] } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  useEffect(() => {
    // Asked when the list is opened, not for every chosen car the form shows.
    if (!opened || !siteSlug) return;
    let current = true;
    searchCarChoices(siteSlug, typed).then(
      (cars) => {
        if (!current) return;
        setFound({ text: typed, cars });
        setProblem(undefined);
      },
      (error: unknown) => current && setProblem(carsFailedWords(failure(error))),
    );
    return () => {
      current = false;
    };
  }, [opened, siteSlug, typed]);

  // Cars found for other words than those in the box now are not shown: they would not match what is typed.
  const fresh = found !== undefined && found.text === text;
  const cars = fresh ? found.cars : [];
  const offered = named && !cars.some((car) => car.slug === named.slug) ? [named, ...cars] : cars;
  const bySlug = new Map(offered.map((car) => [car.slug, car]));
  const data = offered.map((car) => ({ value: car.slug, label: carChoiceWords(car) }));
  if (chosen !== '' && !bySlug.has(chosen)) data.unshift({ value: chosen, label: named === null ? `Car no longer on the site (${chosen})` : chosen });
  const waiting = opened && !fresh && problem === undefined;
  const fieldProps = inputPropsFor(props);
  const status = problem ?? (named === null ? CAR_GONE : undefined);
  return (
    <Select
      {...fieldProps}
      description={[fieldProps.description, status].filter(Boolean).join(' ') || undefined}
      placeholder="Type a stock number or the car’s name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server has found the cars for the words typed: nothing more to filter here.
      filter={({ options }) => options}
      nothingFoundMessage={problem ?? (waiting ? CARS_LOADING : noCarMatchesWords(typed))}
      data={data}
      value={chosen === '' ? null : chosen}
      renderOption={({ option }) => {
        const car = bySlug.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{car?.name ?? option.label}</Text>
            {car?.stocknum ? (
              <Text size="xs" c="gray.7">
                {`stock ${car.stocknum}`}
              </Text>
            ) : null}
          </Group>
        );
      }}
      onChange={(slug) => actions.set(pointer, slug ?? clearedValue(props))}
    />
  );
}
