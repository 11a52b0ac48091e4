import { Anchor, List, ListItem, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { returnPolicyConditions } from '../../runtime/rules/return-policy';
import { vehicleActions } from '../../runtime/rules/vehicle-actions';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { SidePanel } from '../kit/vehicle/SidePanel';
import type { VehicleInterestProps } from './schema';

const BENEFIT_ORDER = ['reserve', 'trade-in'] as const;

export const NOTHING_TO_OFFER_NOTE = 'This panel is hidden on this page: the car can be neither reserved nor valued for trade-in here, and the return policy is off.';

interface Benefit {
  kind: (typeof BENEFIT_ORDER)[number];
  title: string;
  text: string;
  href: string;
}

/**
 * Spec (detail §1): the vehicle page side panel says "Interested in this
 * vehicle?" with two benefits, Reserve Now and Trade In Valuation. Each
 * benefit links to its step and, like those buttons (§5), shows only when
 * the car and the dealer allow it: promising a card reservation for a car
 * that cannot be reserved would mislead. The return policy (§9) shows only
 * where the marketer says the dealer group offers it.
 */
export function VehicleInterest({ id, props, site }: BlockRenderInput<VehicleInterestProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label="Interested in this vehicle?" />;
  const { settings, dealer } = site.document;
  const words: Record<Benefit['kind'], Pick<Benefit, 'title' | 'text'>> = {
    reserve: { title: props.reserveTitle, text: props.reserveText },
    'trade-in': { title: props.tradeInTitle, text: props.tradeInText },
  };
  const allowed = vehicleActions(car, { settings, phones: dealer.phones, pagePaths: site.document.pages.map((page) => page.path) }, BENEFIT_ORDER);
  // The panel's own order, Reserve Now first, as the spec lists the benefits.
  const benefits = BENEFIT_ORDER.flatMap((kind): Benefit[] => {
    const action = allowed.find((each) => each.kind === kind);
    return action && 'target' in action ? [{ kind, ...words[kind], href: site.href(action.target) }] : [];
  });
  if (benefits.length === 0 && !props.showReturnPolicy) {
    return <EditorNote site={site}>{NOTHING_TO_OFFER_NOTE}</EditorNote>;
  }
  const subheading = props.headingLevel === 2 ? 3 : 4;
  return (
    <SidePanel id={id} heading={props.heading} headingLevel={props.headingLevel}>
      {benefits.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {benefits.map((benefit) => (
            <li key={benefit.kind} data-benefit={benefit.kind}>
              <Anchor href={benefit.href} fw={700}>
                {benefit.title}
              </Anchor>
              <Text fz="sm">{benefit.text}</Text>
            </li>
          ))}
        </Stack>
      )}
      {props.showReturnPolicy && (
        <section aria-labelledby={`${id}-return-policy`}>
          <Title id={`${id}-return-policy`} order={subheading} size="h5" mb={4}>
            {props.returnPolicyHeading}
          </Title>
          <List fz="sm" spacing={2}>
            {returnPolicyConditions().map((condition) => (
              <ListItem key={condition}>{condition}</ListItem>
            ))}
          </List>
        </section>
      )}
    </SidePanel>
  );
}
