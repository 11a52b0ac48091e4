import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { PAYMENT_METHOD_NAMES, PaymentBadge } from './PaymentBadge';
import type { PaymentsStripProps } from './schema';

export function PaymentsStrip({ id, props }: BlockRenderInput<PaymentsStripProps, undefined>) {
  const labelId = `${id}-label`;
  return (
    <Stack gap="xs" align="center">
      {props.showLabel && (
        <Text id={labelId} fz="sm" fw={600}>
          {props.label}
        </Text>
      )}
      <Group
        component="ul"
        gap="xs"
        justify="center"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={props.showLabel ? labelId : undefined}
        aria-label={props.showLabel ? undefined : props.label}
      >
        {props.methods.map((method) => (
          <li key={method} style={{ display: 'flex' }}>
            <PaymentBadge method={method} />
            <VisuallyHidden>{PAYMENT_METHOD_NAMES[method]}</VisuallyHidden>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
