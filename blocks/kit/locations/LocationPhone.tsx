import { Anchor, Group, Text } from '../../../runtime/render/ui';
import type { SiteContext } from '../../../runtime/block-types';
import { PhoneReveal } from '../phone-reveal/islands.client';
import { telHref } from '../site-links/dealer-phones';
import { phonesAreMasked } from '../../../runtime/rules/phone-mask';

interface LocationPhoneProps {
  /** "Phone", "Landline": what the number is. */
  label: string;
  phone: string;
  /** Whose number it is, for the call link's name read aloud. */
  whose: string;
  site: SiteContext;
}

/** One of a location's numbers, masked until revealed where the dealer wants it (phone reveal). */
export function LocationPhone({ label, phone, whose, site }: LocationPhoneProps) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text span size="sm" fw={600}>
        {`${label}:`}
      </Text>
      {phonesAreMasked(site.document.settings) ? (
        <PhoneReveal phone={phone} label={whose} />
      ) : (
        <Anchor href={telHref(phone)} fw={600} aria-label={`Call ${whose} on ${phone}`}>
          {phone}
        </Anchor>
      )}
    </Group>
  );
}
