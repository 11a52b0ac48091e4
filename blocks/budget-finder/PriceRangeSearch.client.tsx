'use client';
import { Button, RangeSlider } from '@mantine/core';
import { Group, Stack, Text } from '../../runtime/render/ui';
import { useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';
import { BUDGET_SLIDER, budgetSliderRange, budgetSliderStart, moveBudgetThumb } from '../../runtime/rules/range-slider';
import { priceRangeAddress } from './budget-search';

interface PriceRangeSearchProps {
  /** The search page's address on this site. */
  searchPage: string;
  /** The dearest car's price, where the upper thumb starts; unknown when there is no priced car. */
  dearest?: number;
  buttonText: string;
}

/** The upper end reads "and up" at the slider's end: the search leaves the top open there. */
const upperText = (value: number) => (value >= BUDGET_SLIDER.max ? `${formatAud(value)}+` : formatAud(value));

/**
 * Spec detail §2, §5, §9: a price slider from 5000 to 250000 in steps of 500,
 * the lower thumb always below the upper, and a button that opens the search
 * for those prices sorted by price descending.
 */
export function PriceRangeSearch({ searchPage, dearest, buttonText }: PriceRangeSearchProps) {
  const [values, setValues] = useState(() => budgetSliderStart(dearest));
  return (
    <Stack gap="sm">
      <Group justify="space-between" aria-hidden="true">
        <Text span fz="sm">
          {formatAud(values[0])}
        </Text>
        <Text span fz="sm">
          {upperText(values[1])}
        </Text>
      </Group>
      <RangeSlider
        min={BUDGET_SLIDER.min}
        max={BUDGET_SLIDER.max}
        step={BUDGET_SLIDER.step}
        minRange={BUDGET_SLIDER.step}
        pushOnOverlap={false}
        value={values}
        onChange={([lower, upper]) => setValues((current) => (lower !== current[0] ? moveBudgetThumb(current, 'lower', lower) : moveBudgetThumb(current, 'upper', upper)))}
        label={formatAud}
        thumbFromLabel="Lowest price"
        thumbToLabel="Highest price"
        thumbValueText={formatAud}
        mx={4}
      />
      <Button component="a" href={priceRangeAddress(searchPage, budgetSliderRange(values))} variant="outline" style={{ alignSelf: 'flex-start' }}>
        {buttonText}
      </Button>
    </Stack>
  );
}
