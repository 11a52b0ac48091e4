import { Button, Group, Stack, Text } from '../../runtime/render/ui';
import { PhoneReveal } from '../kit/phone-reveal/islands.client';
import type { DealerPhone } from '../kit/site-links/dealer-phones';
import { PhoneIcon } from './icons';

/**
 * Large tap targets, each a tel: link, so a shopper calls in one tap; where
 * the dealer masks its numbers (phone reveal), each is masked until revealed,
 * as on every other part of the page.
 */
export function PhoneList({ phones, masked }: { phones: DealerPhone[]; masked: boolean }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {phones.map((phone) => (
        <li key={phone.kind}>
          {masked ? (
            <Group gap="sm" wrap="wrap" justify="space-between" mih={42}>
              <Text span fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <PhoneIcon />
                {phone.label}
              </Text>
              <PhoneReveal phone={phone.number} label={phone.label} />
            </Group>
          ) : (
            <Button component="a" href={phone.href} variant="default" size="md" fullWidth justify="space-between" leftSection={<PhoneIcon />}>
              <span>{phone.label}</span> <span style={{ marginInlineStart: 12, fontWeight: 400 }}>{phone.number}</span>
            </Button>
          )}
        </li>
      ))}
    </Stack>
  );
}
