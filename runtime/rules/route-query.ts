/**
 * Spec (detail, finance, forms, locations, §2 "Routes and links"): the forms
 * a vehicle leads to take it in the query string (/cars/trade-in?car_id={id},
 * /checkout-journey?car_id={slug}, the finance route with car_id).
 *
 * A dealer's own route may already carry a query, which is kept and added
 * to, or an anchor, which stays at the end where a browser reads it.
 */
export function withQuery(target: string, query: Readonly<Record<string, string>>, defaultAnchor?: string): string {
  const hashAt = target.indexOf('#');
  const [path, hash] = hashAt === -1 ? [target, defaultAnchor ? `#${defaultAnchor}` : ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}${hash}`;
}

/** A route for one car, which it takes as car_id (its id, or its slug for the checkout journey). */
export function withCarId(target: string, carId: number | string): string {
  return withQuery(target, { car_id: String(carId) });
}
