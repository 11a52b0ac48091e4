import { decideReservation, listReservations } from '@/runtime/server/editor/http/reservations-api';
import { editorContext, type SiteRouteProps } from '../../../editor-context';

export const dynamic = 'force-dynamic';

/** The dealer's reservations, newest first. */
export async function GET(request: Request, { params }: SiteRouteProps) {
  return listReservations(await editorContext(), request, (await params).slug);
}

/** POST {reservation_id, action: "confirm" | "release"}: the deposit was taken by phone, or the car is released for anyone to reserve. */
export async function POST(request: Request, { params }: SiteRouteProps) {
  return decideReservation(await editorContext(), request, (await params).slug);
}
