import { Group, VisuallyHidden } from '../../../runtime/render/ui';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from './payment-methods';
import { PaymentBadge } from './PaymentBadge';

export interface PaymentMethodsListProps {
  methods: readonly PaymentMethod[];
  /** The id of a visible label naming the list; without one, `label` names it for screen readers. */
  labelledBy?: string;
  label: string;
  justify?: 'center' | 'flex-start';
}

/** The badges of the methods accepted, as a list a screen reader reads by name. */
export function PaymentMethodsList({ methods, labelledBy, label, justify = 'center' }: PaymentMethodsListProps) {
  return (
    <Group component="ul" gap="xs" justify={justify} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {methods.map((method) => (
        <li key={method} style={{ display: 'flex' }}>
          <PaymentBadge method={method} />
          <VisuallyHidden>{PAYMENT_METHOD_NAMES[method]}</VisuallyHidden>
        </li>
      ))}
    </Group>
  );
}
