'use client';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { compareAtom } from './compare-atoms';
import { isCompared, toggleCompared, type ComparedCar } from './compare-store';
import { COMPARE_CLASSES as classes } from './card-classes';

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
    <div className={classes.compare}>
      <div className={classes.row}>
        {/* A checkbox, as the leading marketplaces have it: a comparison is a set the car is in or not, not an action. */}
        <label className={classes.toggle}>
          <input type="checkbox" className="mantine-focus-auto" checked={compared} onChange={toggle} aria-label={`Compare ${car.name}`} data-compare-toggle />
          Compare
        </label>
        {compared && (
          <a href={compareHref} className={`mantine-focus-auto ${classes.comparison}`} aria-label={`View comparison of ${cars.length} ${cars.length === 1 ? 'car' : 'cars'}`}>
            View comparison ({cars.length})
          </a>
        )}
      </div>
      {/* Always in the page, so a screen reader announces the refusal when it appears. */}
      <p role="status" className={classes.refusal}>
        {refusal}
      </p>
    </div>
  );
}
