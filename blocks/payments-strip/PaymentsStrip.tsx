import { Stack, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { PaymentMethodsList } from '../kit/payments/PaymentMethodsList';
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
      <PaymentMethodsList methods={props.methods} labelledBy={props.showLabel ? labelId : undefined} label={props.label} />
    </Stack>
  );
}
