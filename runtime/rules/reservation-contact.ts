import type { ReservationRequest } from '../../schemas/api/reservations';
import { type LeadRequirementError, REQUIRED_MESSAGE } from './lead-requirements';

/**
 * What the request schema cannot say about a reservation's contact fields:
 * a name of spaces only is no name. The checkout form and the server both
 * ask this, as the lead form's rules are asked (lead-requirements.ts).
 */
export function reservationContactErrors(request: Pick<ReservationRequest, 'first_name' | 'last_name'>): LeadRequirementError[] {
  const blank = (text: string | undefined) => text === undefined || text.trim() === '';
  return [
    ...(blank(request.first_name) ? [{ field: '/first_name', message: REQUIRED_MESSAGE }] : []),
    ...(blank(request.last_name) ? [{ field: '/last_name', message: REQUIRED_MESSAGE }] : []),
  ];
}
