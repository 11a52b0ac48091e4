'use client';
import { Button, Checkbox, Collapse } from '@mantine/core';
import { Box, Stack } from '../../../runtime/render/ui';
import { useId, useState } from 'react';
import type { FacetItem } from '../../../schemas/api/search';
import { MAKE_MODEL_SEPARATOR } from '../../../schemas/api/search-words';
import type { Settings } from '../../../schemas/settings';
import { facetChoices, toggled } from './facet-choices';
import { FacetCheckboxes } from './FacetCheckboxes.client';
import { splitMakeList } from './make-list';
import { SLIDING_ANIMATION_MS } from '../../../runtime/rules/sliding-animation';
import { wholeNumberText } from '../../../runtime/rules/formatters';

export function modelsOfMake(items: readonly FacetItem[], make: string): FacetItem[] {
  const prefix = `${make}${MAKE_MODEL_SEPARATOR}`;
  return items.filter((item) => item.value.startsWith(prefix)).map((item) => ({ ...item, label: item.value.slice(prefix.length) }));
}

const countText = (item: FacetItem) => `${item.label} (${wholeNumberText(item.count)})`;

interface ModelListProps {
  make: string;
  models: readonly FacetItem[];
  selected: readonly string[];
  onChange: (makeModels: string[]) => void;
}

/** Spec (search §4): the model list per refined make expands and collapses. */
function ModelList({ make, models, selected, onChange }: ModelListProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  if (models.length === 0) return null;
  return (
    <Box pl="lg">
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen((was) => !was)} aria-expanded={open} aria-controls={listId} px={4} mih={32}>
        {open ? `Hide ${make} models` : `Show ${make} models`}
      </Button>
      <Collapse expanded={open} id={listId} transitionDuration={SLIDING_ANIMATION_MS}>
        <FacetCheckboxes label={`${make} models`} items={models} selected={selected} onChange={onChange} labelOf={(item) => item.label} />
      </Collapse>
    </Box>
  );
}

interface MakeModelFilterProps {
  makes: readonly FacetItem[];
  makeModels: readonly FacetItem[];
  selectedMakes: readonly string[];
  selectedMakeModels: readonly string[];
  makeList: Settings['makeList'];
  showAllMakesLabel: string;
  onChange: (change: { make: string[]; make_model: string[] }) => void;
}

/**
 * Makes with their models under each one picked. A model is chosen through
 * make_model (make and model together), so the model list keeps offering
 * the make's other models once one is chosen.
 */
export function MakeModelFilter({ makes, makeModels, selectedMakes, selectedMakeModels, makeList, showAllMakesLabel, onChange }: MakeModelFilterProps) {
  const [allMakes, setAllMakes] = useState(false);
  const moreId = useId();
  const split = splitMakeList(facetChoices(makes, selectedMakes), selectedMakes, makeList);
  const setMake = (make: string, on: boolean) =>
    onChange({
      make: toggled(selectedMakes, make, on),
      // A make unticked takes its models with it.
      make_model: on ? [...selectedMakeModels] : selectedMakeModels.filter((value) => !value.startsWith(`${make}${MAKE_MODEL_SEPARATOR}`)),
    });
  const makeRow = (item: FacetItem) => (
    <Box key={item.value}>
      <Checkbox
        size="md"
        label={countText(item)}
        value={item.value}
        checked={selectedMakes.includes(item.value)}
        onChange={(event) => setMake(item.value, event.currentTarget.checked)}
      />
      {selectedMakes.includes(item.value) && (
        <ModelList
          make={item.value}
          models={modelsOfMake(facetChoices(makeModels, selectedMakeModels), item.value)}
          selected={selectedMakeModels}
          onChange={(makeModel) => onChange({ make: [...selectedMakes], make_model: makeModel })}
        />
      )}
    </Box>
  );
  return (
    <Stack role="group" aria-label="Makes" gap={6}>
      {split.shown.map(makeRow)}
      {split.more.length > 0 && (
        <>
          <Collapse expanded={allMakes} id={moreId} transitionDuration={SLIDING_ANIMATION_MS}>
            <Stack gap={6}>{split.more.map(makeRow)}</Stack>
          </Collapse>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setAllMakes((was) => !was)}
            aria-expanded={allMakes}
            aria-controls={moreId}
            px={4}
            mih={32}
            style={{ alignSelf: 'flex-start' }}
          >
            {allMakes ? 'Show fewer makes' : showAllMakesLabel}
          </Button>
        </>
      )}
    </Stack>
  );
}
