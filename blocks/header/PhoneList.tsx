import { Button, Stack } from '@mantine/core';
import type { DealerPhone } from '../kit/site-links/dealer-phones';
import { PhoneIcon } from './icons';

/** Large tap targets, each a tel: link, so a shopper calls in one tap. */
export function PhoneList({ phones }: { phones: DealerPhone[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {phones.map((phone) => (
        <li key={phone.kind}>
          <Button component="a" href={phone.href} variant="default" size="md" fullWidth justify="space-between" leftSection={<PhoneIcon />}>
            <span>{phone.label}</span> <span style={{ marginInlineStart: 12, fontWeight: 400 }}>{phone.number}</span>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
