'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  TableCaption,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { RESERVATION_STATUS_WORDS } from '../../runtime/rules/dealer-reservation';
import { formatAud } from '../../runtime/rules/price-display';
import type { DealerReservation, DealerReservationAction, DealerReservationsAnswer } from '../../schemas/api/dealer-reservations';
import { liveSitePath } from '../publishing/site-address';
import { decideReservation } from './reservations-client';

export interface DealerReservationsProps {
  slug: string;
  siteName: string;
  /** Where the dealer sites answer, as seen from the editor: '' on the same host. */
  sitesUrl: string;
  initial: DealerReservationsAnswer;
}

export const NO_RESERVATIONS = 'No reservations yet. When a shopper reserves a car online, it shows here, and it is sent to you like any lead.';
export const NOT_RESERVING_ONLINE = 'This site does not take reservations online: Reserve online is off in its settings.';

const STATUS_COLOURS: Readonly<Record<DealerReservation['status'], string>> = { held: 'blue.8', confirmed: 'green.9', lapsed: 'gray.8', cancelled: 'gray.8' };

type Asking = { reservation: DealerReservation; action: DealerReservationAction };
type Outcome = { tone: 'done' | 'problem'; message: string };

const carName = (reservation: DealerReservation) => reservation.car.name ?? `Car ${reservation.car.id} (no longer in stock)`;
const shopperName = (reservation: DealerReservation) => `${reservation.shopper.firstName} ${reservation.shopper.lastName}`;
const deposit = (reservation: DealerReservation) => formatAud(reservation.deposit.cents / 100);

/** What the dealer is asked before a change, in their words. */
function question({ reservation, action }: Asking): { title: string; text: string; button: string } {
  if (action === 'confirm') {
    return {
      title: `Confirm reservation ${reservation.number}?`,
      text: `Confirm once you have taken the ${deposit(reservation)} deposit from ${shopperName(reservation)} by phone. The ${carName(reservation)} then stays reserved for them after the hold’s time, until you release it.`,
      button: 'Confirm: deposit taken',
    };
  }
  const refund = reservation.deposit.status === 'paid' ? ` Refund the ${deposit(reservation)} deposit to ${shopperName(reservation)} yourself.` : '';
  return {
    title: `Release reservation ${reservation.number}?`,
    text: `The ${carName(reservation)} is no longer held for ${shopperName(reservation)} and can be reserved online again at once.${refund}`,
    button: 'Release the car',
  };
}

function CarCell({ reservation, carHref }: { reservation: DealerReservation; carHref: string | null }) {
  return (
    <Stack gap={2}>
      {carHref ? (
        <Anchor href={carHref} target="_blank" fw={600}>
          {carName(reservation)}
        </Anchor>
      ) : (
        <Text fw={600}>{carName(reservation)}</Text>
      )}
      {reservation.car.stockNumber && <Text size="sm">Stock number {reservation.car.stockNumber}</Text>}
    </Stack>
  );
}

function ShopperCell({ reservation }: { reservation: DealerReservation }) {
  const { shopper } = reservation;
  return (
    <Stack gap={2}>
      <Text fw={600}>{shopperName(reservation)}</Text>
      <Anchor href={`mailto:${shopper.email}`} size="sm">
        {shopper.email}
      </Anchor>
      <Anchor href={`tel:${shopper.mobile.replace(/[^\d+]/g, '')}`} size="sm">
        {shopper.mobile}
      </Anchor>
      {shopper.signedIn && <Text size="sm">Signed in with their mobile number</Text>}
    </Stack>
  );
}

/**
 * A dealer's reservations, newest first: the car, the shopper, the deposit,
 * until when the car is held (on the clock of the state the car is in) and
 * the status; a hold can be confirmed once the deposit was taken by phone,
 * and a hold or a confirmed reservation released. Each change is asked
 * first, and said once done.
 */
export function DealerReservations({ slug, siteName, sitesUrl, initial }: DealerReservationsProps) {
  const [reservations, setReservations] = useState(initial.reservations);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const said = useRef<HTMLDivElement>(null);

  const carHref = (reservation: DealerReservation) => (reservation.car.path ? `${liveSitePath(slug, sitesUrl)}${reservation.car.path.replace(/^\//, '')}` : null);

  async function decide({ reservation, action }: Asking) {
    setSending(true);
    const answer = await decideReservation(slug, reservation.id, action);
    setSending(false);
    setAsking(null);
    if (answer.kind !== 'refused') setReservations((rows) => rows.map((row) => (row.id === answer.reservation.id ? answer.reservation : row)));
    if (answer.kind === 'done') {
      setOutcome({ tone: 'done', message: `Reservation ${reservation.number} ${action === 'confirm' ? 'confirmed' : 'released: the car can be reserved again'}.` });
    } else {
      setOutcome({ tone: 'problem', message: answer.message });
    }
    // The row's buttons may be gone: the words about what happened take the focus instead.
    requestAnimationFrame(() => said.current?.focus());
  }

  if (reservations.length === 0) {
    return (
      <Stack gap="xs">
        <Text>{NO_RESERVATIONS}</Text>
        {!initial.reserveOnline && <Text c="gray.7">{NOT_RESERVING_ONLINE}</Text>}
      </Stack>
    );
  }

  const asked = asking && question(asking);
  return (
    <Stack gap="md">
      <div ref={said} tabIndex={-1}>
        <Text role="status" aria-live="polite" fw={600}>
          {outcome?.tone === 'done' ? outcome.message : ''}
        </Text>
        {outcome?.tone === 'problem' && (
          <Alert color="red.9" variant="outline" title="Nothing changed">
            {outcome.message}
          </Alert>
        )}
      </div>
      <TableScrollContainer minWidth={960}>
        <Table striped verticalSpacing="sm" captionSide="top">
          <TableCaption>Reservations on {siteName}, newest first. Times are on the clock of the state each car is in.</TableCaption>
          <TableThead>
            <TableTr>
              <TableTh scope="col">Reservation</TableTh>
              <TableTh scope="col">Car</TableTh>
              <TableTh scope="col">Shopper</TableTh>
              <TableTh scope="col">Deposit</TableTh>
              <TableTh scope="col">Held until</TableTh>
              <TableTh scope="col">Status</TableTh>
              <TableTh scope="col">Actions</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {reservations.map((reservation) => (
              <TableTr key={reservation.id} data-reservation={reservation.id}>
                <TableTh scope="row" fw={600}>
                  {reservation.number}
                </TableTh>
                <TableTd>
                  <CarCell reservation={reservation} carHref={carHref(reservation)} />
                </TableTd>
                <TableTd>
                  <ShopperCell reservation={reservation} />
                </TableTd>
                <TableTd>
                  <Text fw={600}>{deposit(reservation)}</Text>
                  <Text size="sm">{reservation.deposit.text}</Text>
                </TableTd>
                <TableTd>{reservation.status === 'confirmed' ? 'Until you release it' : reservation.heldUntilText}</TableTd>
                <TableTd>
                  <Badge variant="light" color={STATUS_COLOURS[reservation.status]}>
                    {RESERVATION_STATUS_WORDS[reservation.status]}
                  </Badge>
                </TableTd>
                <TableTd>
                  <Group gap="xs" wrap="nowrap">
                    {reservation.actions.includes('confirm') && (
                      <Button
                        size="xs"
                        onClick={() => setAsking({ reservation, action: 'confirm' })}
                        aria-label={`Confirm reservation ${reservation.number}: deposit taken by phone`}
                      >
                        Confirm
                      </Button>
                    )}
                    {reservation.actions.includes('release') && (
                      <Button size="xs" variant="default" onClick={() => setAsking({ reservation, action: 'release' })} aria-label={`Release reservation ${reservation.number}`}>
                        Release
                      </Button>
                    )}
                    {reservation.actions.length === 0 && <Text size="sm">None</Text>}
                  </Group>
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
      <Modal
        opened={asking !== null}
        onClose={() => !sending && setAsking(null)}
        title={asked?.title ?? ''}
        centered
        closeButtonProps={{ 'aria-label': 'Close without changing anything' }}
      >
        <Stack gap="md">
          <Text>{asked?.text}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)} disabled={sending}>
              Keep it as it is
            </Button>
            <Button color={asking?.action === 'release' ? 'red.8' : undefined} loading={sending} onClick={() => asking && decide(asking)}>
              {asked?.button}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
