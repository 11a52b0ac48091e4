import type { MarketerAuth } from './auth';
import { SHOPPER_ROLE } from './shopper-phone';

/** A shopper signed in on a dealer site with a verified mobile number (spec search §6). */
export interface Shopper {
  id: string;
  phoneNumber: string;
}

/** The shopper whose session cookie the request carries; marketers and signed-out visitors are not shoppers. */
export async function shopperFromSession(auth: MarketerAuth, headers: Headers): Promise<Shopper | null> {
  // Only the cookie, read as on the platform's own host: a dealer's host is not
  // one better-auth trusts, and the session does not depend on the host.
  const session = await auth.api.getSession({ headers: new Headers({ cookie: headers.get('cookie') ?? '', host: 'localhost' }) });
  if (!session) return null;
  const { user } = session;
  if (user.role !== SHOPPER_ROLE || !user.phoneNumber || user.phoneNumberVerified !== true) return null;
  return { id: user.id, phoneNumber: user.phoneNumber };
}
