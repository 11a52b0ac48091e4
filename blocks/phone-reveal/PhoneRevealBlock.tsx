import { Anchor, Group, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { telHref } from '../kit/site-links/dealer-phones';
import { PhoneReveal } from '../kit/phone-reveal/islands.client';
import { phoneRevealRecord } from '../kit/phone-reveal/reveal-record';
import type { PhoneRevealData } from './load';
import type { PhoneRevealBlockProps } from './schema';
import { phonesAreMasked } from '../../runtime/rules/phone-mask';

/**
 * A labelled number. Where the dealer has phone reveal on, it starts masked
 * and is revealed on request; otherwise it is shown in full. Without a
 * number there is nothing to show (spec detail §8: no phone is only logged).
 */
export function PhoneRevealBlock({ props, data, site }: BlockRenderInput<PhoneRevealBlockProps, PhoneRevealData>) {
  const phone = data?.phone?.trim();
  if (!phone) {
    console.warn(`No phone available for the "${props.label}" number on ${site.document.dealer.slug}`);
    return null;
  }
  const { settings } = site.document;
  const record = data.car ? phoneRevealRecord(site, data.car) : undefined;
  return (
    <Group gap="sm" py="sm" px="md" maw={1320} mx="auto" wrap="wrap" align="center">
      <Text fw={700}>{props.label}</Text>
      {phonesAreMasked(settings) ? (
        <PhoneReveal phone={phone} label={props.label} record={record} revealText={props.revealText} />
      ) : (
        <Anchor href={telHref(phone)} fw={600}>
          {phone}
        </Anchor>
      )}
    </Group>
  );
}
