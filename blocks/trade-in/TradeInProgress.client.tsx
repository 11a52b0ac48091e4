'use client';
import { Box, Button, Group, Stepper, Text } from '@mantine/core';
import { ALL_STEPS_DONE, backTo, STEP_TITLES, stepOfSteps } from './words';

interface TradeInProgressProps {
  /** The step open, 0 to 3; 4 once the trade-in is complete. */
  active: number;
  /** Whether the shopper may go back to this step. */
  selectable: (step: number) => boolean;
  onSelect: (step: number) => void;
}

/**
 * Where the shopper is among the four steps. On a phone, one line, "Step 2
 * of 4 · Rego lookup", with a way back a step; from the `sm` breakpoint up,
 * the full stepper, whose earlier steps are buttons. Both are in the page
 * from the server on and CSS shows one (Mantine's hiddenFrom and
 * visibleFrom), so nothing moves once the page is shown; the one hidden is
 * hidden from screen readers too. The current step carries aria-current.
 */
export function TradeInProgress({ active, selectable, onSelect }: TradeInProgressProps) {
  const done = active >= STEP_TITLES.length;
  const back = active - 1;
  return (
    <>
      <Group hiddenFrom="sm" justify="space-between" gap="xs" wrap="nowrap" mih="var(--button-height-compact-sm)">
        <Text size="sm" fw={600} aria-current={done ? undefined : 'step'}>
          {done ? ALL_STEPS_DONE : stepOfSteps(active)}
        </Text>
        {selectable(back) && (
          <Button variant="subtle" size="compact-sm" aria-label={backTo(back)} onClick={() => onSelect(back)}>
            Back
          </Button>
        )}
      </Group>
      <Box visibleFrom="sm">
        <Stepper active={active} onStepClick={(step) => selectable(step) && onSelect(step)} allowNextStepsSelect={false} size="sm">
          {STEP_TITLES.map((title, step) => (
            <Stepper.Step key={title} label={title} allowStepSelect={selectable(step)} aria-current={step === active ? 'step' : undefined} />
          ))}
        </Stepper>
      </Box>
    </>
  );
}
