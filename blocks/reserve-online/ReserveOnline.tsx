import { Button, List, ListItem, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { RESERVATION_REFUSAL_WORDS, reservationRefusal, reserveRoute, type ReservationRefusal } from '../../runtime/rules/reservation';
import { PaymentsAccepted } from '../kit/payments/PaymentsAccepted';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { SidePanel } from '../kit/vehicle/SidePanel';
import { reserveTerms } from './reserve-terms';
import type { ReserveOnlineProps } from './schema';

export const NOT_RESERVABLE_NOTE = 'Reserve online is hidden on this page: this car cannot be reserved online.';

/**
 * A car the dealer would reserve online but cannot yet (coming soon, on hold
 * for someone else, no price online) keeps the panel, saying why there is no
 * Reserve button, so the shopper is not left looking for it. A sold car has
 * its SOLD notice elsewhere on the page, and a dealer who does not reserve
 * online shows no panel at all.
 */
const REFUSALS_SAID_IN_THE_PANEL: readonly ReservationRefusal[] = ['not-in-stock', 'reserved', 'price-too-low'];

/** Spec (detail §2 "Reserve Online" section, §4 reservation allowed, §9 deposit and hold). */
export function ReserveOnline({ id, props, site }: BlockRenderInput<ReserveOnlineProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label="Reserve online" />;
  const { settings } = site.document;
  const refusal = reservationRefusal(car, settings);
  if (refusal && REFUSALS_SAID_IN_THE_PANEL.includes(refusal)) {
    return (
      <SidePanel id={id} heading={props.heading} headingLevel={props.headingLevel}>
        <Text data-reserve-refusal={refusal}>{RESERVATION_REFUSAL_WORDS[refusal]}</Text>
      </SidePanel>
    );
  }
  if (refusal) {
    // A marketer previewing a sold car, or a dealer's page with reserving off, would otherwise wonder where the block went.
    return <EditorNote site={site}>{NOT_RESERVABLE_NOTE}</EditorNote>;
  }
  const paymentsId = `${id}-payments`;
  return (
    <SidePanel id={id} heading={props.heading} headingLevel={props.headingLevel}>
      <List spacing={4}>
        {reserveTerms(settings.reserveOnline).map((term) => (
          <ListItem key={term}>{term}</ListItem>
        ))}
      </List>
      <Button component="a" href={site.href(reserveRoute(car.slug, settings))} fullWidth>
        {props.buttonLabel}
      </Button>
      {props.showPayments && <PaymentsAccepted id={paymentsId} label={props.paymentsLabel} />}
    </SidePanel>
  );
}
