'use client';
import { RangeSlider } from '@mantine/core';
import { Group, Stack, Text } from '../../runtime/render/ui';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';
import {
  refineRange,
  sidesInsideRange,
  SLIDER_DEBOUNCE_MS,
  sliderRange,
  sliderStep,
  type RangeLogger,
  type RangeRefinement,
  type SliderField,
  type SliderRange,
} from '../../runtime/rules/range-slider';
import type { NumericRange } from '../../runtime/rules/search-query-string';
import { formatKm } from '../../runtime/render/vehicle-facts';

const FORMATS: Readonly<Record<SliderField, (value: number) => string>> = {
  price: formatAud,
  km: formatKm,
  year: (value) => String(Math.round(value)),
};

/**
 * A year is a whole number: a step of a hundredth of a ten-year range would
 * offer 2019.1. Price and km keep the spec's step and snap to 1000.
 */
export function stepFor(field: SliderField, range: SliderRange): number {
  const step = sliderStep(range);
  return field === 'year' ? Math.max(1, Math.round(step)) : step;
}

/** The address is read on every render: its out-of-range sides are reported once, by the search. */
const UNREPORTED: RangeLogger = { warn: () => {} };

/**
 * The thumbs' positions for a refinement: an open side sits at its end of the
 * range, and so does a side outside the range, which the search ignores too
 * (runtime/server/search/ranges-inside-stock.ts).
 */
export function thumbValues(refinement: NumericRange | undefined, range: SliderRange): [number, number] {
  const inside = sidesInsideRange(refinement ?? {}, range, UNREPORTED);
  return [inside.min ?? range.min, inside.max ?? range.max];
}

/**
 * The refinement for the thumbs' values, by the spec's rule (snapped, a value
 * outside the range ignored and logged). A thumb at its end of the range
 * leaves that side open, so cars beyond the current stock's range still match later.
 */
export function refinementFor(field: SliderField, [low, high]: [number, number], range: SliderRange): RangeRefinement {
  const refined = refineRange(field, { min: low, max: high }, range, console);
  const open: RangeRefinement = {};
  if (refined.min !== undefined && refined.min > range.min) open.min = refined.min;
  if (refined.max !== undefined && refined.max < range.max) open.max = refined.max;
  return open;
}

/** WCAG 2.5.8: a thumb is a target of at least 24 by 24 px (Mantine's own is 16). */
export const MIN_TARGET_PX = 24;

interface RangeFilterProps {
  field: SliderField;
  title: string;
  /** The stock's min and max for this field (spec search §5: the default range unless facet stats apply). */
  stats?: { min: number; max: number };
  refinement?: NumericRange;
  onChange: (refinement: RangeRefinement) => void;
}

/** Spec (search §5): price, km and year sliders, debounced 400 ms. */
export function RangeFilter({ field, title, stats, refinement, onChange }: RangeFilterProps) {
  const range = sliderRange(stats);
  const fromUrl = thumbValues(refinement, range);
  const [values, setValues] = useState<[number, number]>(fromUrl);
  // Back, forward and "clear" change the address: the thumbs follow it. Thumbs already there keep their state, so mounting renders nothing again.
  const [lowFromUrl, highFromUrl] = fromUrl;
  useEffect(() => setValues((shown) => (shown[0] === lowFromUrl && shown[1] === highFromUrl ? shown : [lowFromUrl, highFromUrl])), [lowFromUrl, highFromUrl]);
  const commit = useDebouncedCallback((next: [number, number]) => onChange(refinementFor(field, next, range)), SLIDER_DEBOUNCE_MS);
  const format = FORMATS[field];
  return (
    <Stack gap="xs" px={4} pb="xs">
      <Group justify="space-between" fz="sm" aria-hidden="true">
        <Text span fz="sm">
          {format(values[0])}
        </Text>
        <Text span fz="sm">
          {format(values[1])}
        </Text>
      </Group>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={stepFor(field, range)}
        minRange={0}
        thumbSize={MIN_TARGET_PX}
        value={values}
        onChange={(next) => {
          setValues(next);
          commit(next);
        }}
        label={format}
        thumbFromLabel={`${title} from`}
        thumbToLabel={`${title} to`}
        thumbValueText={format}
        data-range-filter={field}
      />
    </Stack>
  );
}
