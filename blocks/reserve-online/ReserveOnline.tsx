import { Button, List, ListItem } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { isReservable, reserveRoute } from '../../runtime/rules/reservation';
import { PaymentsAccepted } from '../kit/payments/PaymentsAccepted';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { SidePanel } from '../kit/vehicle/SidePanel';
import { reserveTerms } from './reserve-terms';
import type { ReserveOnlineProps } from './schema';

export const NOT_RESERVABLE_NOTE = 'Reserve online is hidden on this page: this car cannot be reserved online.';

/** Spec (detail §2 "Reserve Online" section, §4 reservation allowed, §9 deposit and hold). */
export function ReserveOnline({ id, props, site }: BlockRenderInput<ReserveOnlineProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label="Reserve online" />;
  const { settings } = site.document;
  if (!isReservable(car, settings)) {
    // A marketer previewing a sold or unpriced car would otherwise wonder where the block went.
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
