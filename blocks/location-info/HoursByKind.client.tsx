'use client';
import { Button, Group, Menu, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import type { OpeningHoursRow } from '../../runtime/rules/opening-hours';
import type { LocationType } from '../../schemas/entities/location';
import { OpeningHoursTable } from '../kit/locations/OpeningHoursTable';

export interface HoursChoice {
  kind: LocationType;
  label: string;
  /** The location whose hours these are: said when it is not the page's own. */
  locationName: string;
  rows: OpeningHoursRow[];
}

interface HoursByKindProps {
  id: string;
  heading: string;
  headingOrder: TitleOrder;
  chooseLabel: string;
  pageLocationName: string;
  choices: readonly HoursChoice[];
  initialKind: LocationType;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d={open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
    </svg>
  );
}

/**
 * Spec (detail §2, §4): the Opening Hours table with a type dropdown (sales,
 * service, parts) where the site has more than one kind of location. The
 * dropdown is a menu button: Enter, Space or the arrow keys open it, the
 * arrows move through the kinds, Enter chooses, Escape closes it and focus
 * returns to the button. While it is open the header carries
 * data-dropdown-open (and the button aria-expanded).
 */
export function HoursByKind({ id, heading, headingOrder, chooseLabel, pageLocationName, choices, initialKind }: HoursByKindProps) {
  const [kind, setKind] = useState(initialKind);
  const [open, setOpen] = useState(false);
  const chosen = choices.find((choice) => choice.kind === kind) ?? choices[0];
  const headingId = `${id}-hours-heading`;
  return (
    <Stack gap="xs" data-hours-kind={chosen.kind}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap" data-dropdown-open={open || undefined} data-hours-header>
        <Title id={headingId} order={headingOrder} fz="h3">
          {heading}
        </Title>
        {/* No focus placeholder: Mantine's is a focusable "presentation" div inside role=menu, which axe reports (aria-required-children); the first kind takes the focus instead, as the menu button pattern has it. */}
        <Menu opened={open} onChange={setOpen} position="bottom-end" returnFocus trapFocus withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="default" rightSection={<Chevron open={open} />} aria-label={`${chooseLabel}: ${chosen.label}`}>
              {chosen.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.RadioGroup value={chosen.kind} onChange={(value) => value && setKind(value as LocationType)}>
              {choices.map((choice) => (
                <Menu.RadioItem key={choice.kind} value={choice.kind} closeMenuOnClick>
                  {choice.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {chosen.locationName !== pageLocationName && (
        <Text size="sm" fw={600}>
          {chosen.locationName}
        </Text>
      )}
      <OpeningHoursTable rows={chosen.rows} caption={`${heading}: ${chosen.label}, ${chosen.locationName}`} />
    </Stack>
  );
}
