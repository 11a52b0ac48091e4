import { Stack, Text } from '../../../runtime/render/ui';
import { PAYMENT_METHODS } from './payment-methods';
import { PaymentMethodsList } from './PaymentMethodsList';

/** The payments-accepted strip under its heading (spec detail §1), as the reserve blocks show it beside a deposit. */
export function PaymentsAccepted({ id, label }: { id: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text id={id} fz="sm" fw={600}>
        {label}
      </Text>
      <PaymentMethodsList methods={PAYMENT_METHODS} labelledBy={id} label={label} justify="flex-start" />
    </Stack>
  );
}
