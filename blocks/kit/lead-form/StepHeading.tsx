import { Progress, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Ref } from 'react';
import { stepOfSteps } from './steps';

interface StepHeadingProps {
  id: string;
  /** The step shown, from 0. */
  index: number;
  count: number;
  name: string;
  order: TitleOrder;
  /** Focus moves here as a step opens, so a screen reader says where the shopper is. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * "Step 1 of 3" above the step's name, on lines of their own so neither
 * breaks on a phone, and a bar that fills as the shopper goes on (the
 * heading already says it in words, so the bar is hidden from screen
 * readers).
 */
export function StepHeading({ id, index, count, name, order, ref }: StepHeadingProps) {
  return (
    <Stack gap={6}>
      <Title ref={ref} id={id} order={order} size="h4" tabIndex={-1}>
        <Text span display="block" fz="sm" fw={600} c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {stepOfSteps(index, count)}
        </Text>{' '}
        {name}
      </Title>
      <Progress value={((index + 1) / count) * 100} size="sm" aria-hidden="true" />
    </Stack>
  );
}
