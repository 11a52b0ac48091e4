'use client';
import { Checkbox } from '@mantine/core';
import { Stack } from '../../../runtime/render/ui';
import type { FacetItem } from '../../../schemas/api/search';
import { toggled } from './facet-choices';
import { wholeNumberText } from '../../../runtime/rules/formatters';

interface FacetCheckboxesProps {
  label: string;
  items: readonly FacetItem[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  labelOf: (item: FacetItem) => string;
}

/** Checkbox facet with counts (spec search §3: facet items carry label, value and count). */
export function FacetCheckboxes({ label, items, selected, onChange, labelOf }: FacetCheckboxesProps) {
  return (
    <Stack role="group" aria-label={label} gap={6}>
      {items.map((item) => (
        <Checkbox
          key={item.value}
          size="md"
          label={`${labelOf(item)} (${wholeNumberText(item.count)})`}
          value={item.value}
          checked={selected.includes(item.value)}
          onChange={(event) => onChange(toggled(selected, item.value, event.currentTarget.checked))}
        />
      ))}
    </Stack>
  );
}
