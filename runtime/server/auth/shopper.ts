import type { ShopperAuth } from './shopper-auth';
import { SHOPPER_AUTH_HOST } from './shopper-auth';
import { SHOPPER_ROLE } from './shopper-phone';

/** A shopper signed in on a dealer site with a verified mobile number (spec search §6). */
export interface Shopper {
  id: string;
  phoneNumber: string;
}

/** The shopper whose session cookie the request carries; marketers and signed-out visitors are not shoppers. */
export async function shopperFromSession(auth: ShopperAuth, headers: Headers): Promise<Shopper | null> {
  // Only the cookie (the shoppers' own cookie name, signed with their own key), read
  // as on the host the shoppers' instance answers on: the session does not depend on the host.
  const session = await auth.api.getSession({ headers: new Headers({ cookie: headers.get('cookie') ?? '', host: SHOPPER_AUTH_HOST }) });
  if (!session) return null;
  const { user } = session;
  if (user.role !== SHOPPER_ROLE || session.session.signInMethod !== 'phone' || !user.phoneNumber || user.phoneNumberVerified !== true) return null;
  return { id: user.id, phoneNumber: user.phoneNumber };
}
