'use client';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { compareAtom } from './compare-atoms';
import { isCompared, toggleCompared, type ComparedCar } from './compare-store';

export interface CompareToggleProps {
  dealerSlug: string;
  car: ComparedCar;
  /** Decided on the server for each state, as for the save button: an unavailable car keeps the button only while compared. */
  shownWhen: { compared: boolean; notCompared: boolean };
  /** The compare page, as a link for the shopper's address. */
  compareHref: string;
}

/** Adds a car to the comparison or takes it off; a car past the most that can be compared is refused, saying why. */
export function CompareToggle({ dealerSlug, car, shownWhen, compareHref }: CompareToggleProps) {
  const [cars, setCars] = useAtom(compareAtom(dealerSlug));
  const [refusal, setRefusal] = useState<string>();
  const compared = isCompared(cars, car.id);
  if (!(compared ? shownWhen.compared : shownWhen.notCompared)) return null;
  const toggle = () => {
    const result = toggleCompared(cars, car);
    if (result.ok) {
      setRefusal(undefined);
      setCars(result.cars);
    } else {
      setRefusal(result.message);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Button
          type="button"
          size="compact-sm"
          variant={compared ? 'filled' : 'default'}
          aria-pressed={compared}
          aria-label={`Compare ${car.name}`}
          onClick={toggle}
          data-compare-toggle
        >
          {compared ? 'Comparing' : 'Compare'}
        </Button>
        {compared && (
          <Anchor href={compareHref} fz="sm" aria-label={`View comparison of ${cars.length} ${cars.length === 1 ? 'car' : 'cars'}`}>
            View comparison ({cars.length})
          </Anchor>
        )}
      </Group>
      {/* Always in the page, so a screen reader announces the refusal when it appears. */}
      <Text role="status" fz="sm" c="red.9" fw={500}>
        {refusal}
      </Text>
    </Stack>
  );
}
