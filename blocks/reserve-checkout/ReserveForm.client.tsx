'use client';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newIdempotencyKey } from '../../runtime/client/idempotency-key';
import { FULLY_REFUNDABLE_TEXT, formatHeldUntil, localDepositNotice, reservationNumber } from '../../runtime/rules/reservation-hold';
import type { CheckoutPayments, ReservationAnswer, ReservationRequest } from '../../schemas/api/reservations';
import { FormErrorList, type FormProblem } from '../kit/forms/FormErrorList';
import { postReservation } from './post-reservation';
import { formErrorsOf, RESERVATION_FIELD_LABELS, RESERVATION_FIELDS, type ReservationField, type ReservationFormValues, reservationResolver } from './reservation-resolver';
import { StripeDeposit } from './StripeDeposit.client';
import { useHydrated } from '../../runtime/client/use-hydrated';
import { READABLE_ALERT } from '../kit/lead-form/readable-alert';

export interface ReserveFormProps {
  /** The block's id: the form's element ids start with it. */
  id: string;
  /** POST /api/reservations on this site. */
  endpoint: string;
  car: { id: number; name: string };
  depositDollars: number;
  /** The dealer's clock the hold's end is said in (runtime/rules/reservation-hold.ts). */
  timeZone: string;
  payments: Exclude<CheckoutPayments, { kind: 'unavailable' }>;
  submitLabel: string;
  carHref: string;
  similarHref: string;
  /** In the editor's canvas: the form checks what is typed but reserves nothing. */
  preview?: boolean;
}

/** Mantine's error red (shade 6) is too faint on white for text (WCAG 1.4.3); shade 9 passes. */
const READABLE_ERROR = { error: { color: 'var(--mantine-color-red-9)' } };
export const CONFIRMED_HEADING = 'The car is reserved for you';
export const TAKEN_TITLE = 'This car has just been reserved';
export const FAILED_TITLE = 'The car was not reserved';
const PREVIEW_TEXT = 'Preview: the form is filled in correctly. On your published site it reserves the car.';

type State =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'held'; reservation: ReservationAnswer }
  | { kind: 'taken'; message: string }
  | { kind: 'failed'; message: string };

const AUTOCOMPLETE: Record<ReservationField, string> = { first_name: 'given-name', last_name: 'family-name', email: 'email', mobile: 'tel' };

/** Once held: until when, the reservation's number, and how the deposit is taken. */
function Confirmation({
  id,
  reservation,
  car,
  depositDollars,
  timeZone,
  payments,
  carHref,
}: Omit<ReserveFormProps, 'endpoint' | 'submitLabel' | 'similarHref' | 'preview'> & { reservation: ReservationAnswer }) {
  const headingId = `${id}-confirmed`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const heldUntil = formatHeldUntil(new Date(reservation.held_until), timeZone);
  const clientSecret = reservation.deposit.client_secret;
  return (
    <Stack gap="sm" role="status" aria-labelledby={headingId} data-reservation-confirmed>
      <Title id={headingId} ref={heading} tabIndex={-1} order={3} size="h4">
        {CONFIRMED_HEADING}
      </Title>
      <Text>
        We are holding the {car.name} for you until <strong>{heldUntil}</strong>.
      </Text>
      <Text fz="sm">Reservation number: {reservationNumber(reservation.reservation_id)}</Text>
      {reservation.deposit.provider === 'local' ? (
        <Alert color="blue" variant="light" title="Your deposit" styles={READABLE_ALERT}>
          {localDepositNotice(depositDollars)} {`It is ${FULLY_REFUNDABLE_TEXT}.`}
        </Alert>
      ) : payments.kind === 'stripe' && clientSecret && reservation.deposit.status !== 'paid' ? (
        <StripeDeposit id={id} publishableKey={payments.publishableKey} clientSecret={clientSecret} depositDollars={depositDollars} />
      ) : (
        <Text>{reservation.deposit.status === 'paid' ? 'Your deposit is paid.' : 'We will call you to take the deposit.'}</Text>
      )}
      <Anchor href={carHref}>Back to the car</Anchor>
    </Stack>
  );
}

/**
 * The reserve checkout's form in the browser: checked as the server checks
 * it before anything is sent, one idempotency key per submit attempt (sent
 * again only when the network failed), then the confirmation, or why not:
 * someone else holds the car (409), or a field the server refused (400).
 */
export function ReserveForm(props: ReserveFormProps) {
  const { id, endpoint, car, submitLabel, similarHref, preview = false } = props;
  const attemptKey = useRef('');
  const [resolver] = useState(() => reservationResolver(() => ({ idempotencyKey: attemptKey.current, carId: car.id })));
  const { register, handleSubmit, setError, formState } = useForm<ReservationFormValues, unknown, ReservationRequest>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', mobile: '' },
    // Checked again on the next submit, not as each field is left: a list of errors vanishing above the form as the shopper leaves the last
    // field would move the button from under the pointer between pressing and releasing it, and the click would be lost.
    reValidateMode: 'onSubmit',
    // Focus goes to the error list instead (below).
    shouldFocusError: false,
  });
  const [state, setState] = useState<State>({ kind: 'editing' });
  const [previewChecked, setPreviewChecked] = useState(false);
  const hydrated = useHydrated();
  const errorList = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  // A failed submit (the form's own check, or the server's 400) moves focus to the list of what to fix.
  useEffect(() => {
    if (formState.submitCount > 0) errorList.current?.focus();
  }, [formState.submitCount]);
  useEffect(() => {
    if (state.kind === 'taken' || state.kind === 'failed') alert.current?.focus();
  }, [state.kind]);

  if (state.kind === 'held') return <Confirmation {...props} reservation={state.reservation} />;

  async function send(request: ReservationRequest) {
    if (preview) {
      setPreviewChecked(true);
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await postReservation(endpoint, request);
    if (outcome.kind === 'held') return setState({ kind: 'held', reservation: outcome.reservation });
    if (outcome.kind === 'refused') {
      for (const [field, error] of Object.entries(formErrorsOf(outcome.fields))) setError(field as ReservationField | 'root', error);
      return setState({ kind: 'editing' });
    }
    setState(outcome.kind === 'taken' ? { kind: 'taken', message: outcome.message } : { kind: 'failed', message: outcome.message });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    attemptKey.current = newIdempotencyKey();
    setPreviewChecked(false);
    if (state.kind === 'failed') setState({ kind: 'editing' });
    return handleSubmit(send)(event);
  }

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: ReservationField) => formState.errors[field]?.message;
  const problems: FormProblem[] = [
    ...RESERVATION_FIELDS.flatMap((field) => {
      const sentence = errorOf(field);
      return sentence ? [{ fieldId: fieldId(field), sentence }] : [];
    }),
    ...(formState.errors.root?.message ? [{ sentence: formState.errors.root.message }] : []),
  ];
  const text = (field: ReservationField) => ({
    ...register(field),
    id: fieldId(field),
    label: RESERVATION_FIELD_LABELS[field],
    required: true,
    error: errorOf(field),
    styles: READABLE_ERROR,
    autoComplete: AUTOCOMPLETE[field],
  });
  const busy = formState.isSubmitting || state.kind === 'sending';

  if (state.kind === 'taken') {
    return (
      <Alert ref={alert} tabIndex={-1} color="red" variant="light" title={TAKEN_TITLE} role="alert" styles={READABLE_ALERT} data-reservation-taken>
        <Stack gap="sm">
          <Text>{state.message}</Text>
          <Group gap="sm">
            <Button component="a" href={similarHref}>
              Find Me Something Similar
            </Button>
            <Button component="a" href={props.carHref} variant="outline">
              Back to the car
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {state.kind === 'failed' && (
        <Alert ref={alert} tabIndex={-1} color="red" variant="light" title={FAILED_TITLE} role="alert" styles={READABLE_ALERT}>
          {state.message}
        </Alert>
      )}
      {previewChecked && (
        <Alert color="blue" variant="light" role="status" styles={READABLE_ALERT}>
          {PREVIEW_TEXT}
        </Alert>
      )}
      {problems.length > 0 && <FormErrorList ref={errorList} id={fieldId('errors')} problems={problems} headingOrder={3} />}
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput {...text('first_name')} />
            <TextInput {...text('last_name')} />
          </SimpleGrid>
          <TextInput {...text('email')} type="email" />
          <TextInput {...text('mobile')} type="tel" inputMode="tel" />
          <Button type="submit" loading={busy} disabled={!hydrated}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
