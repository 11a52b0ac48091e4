import type { LeadRequest } from '../../schemas/api/leads';
import { type ShopperDetails, shopperDetailsToKeep, successCategory } from '../rules/lead-submit';

/** Reading window.localStorage itself throws where the browser blocks storage. */
function localStorageIfAny(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Kept per site: under /sites/{slug} several sites share one origin. The success page reads the category under this key. */
export const successCategoryKey = (site: string) => `lead-success-category:${site}`;
const shopperKey = (site: string) => `shopper-details:${site}`;

/**
 * Spec detail §7: after a successful submit "a success category is stored
 * locally, and the user's details are saved when name, email and phone are
 * present", so the next form starts filled in. Blocked or full storage
 * forgets quietly: the lead is sent either way.
 */
export function rememberLeadSuccess(site: string, lead: Pick<LeadRequest, 'form' | 'category' | 'name' | 'email' | 'phone'>, storage = localStorageIfAny()): void {
  try {
    storage?.setItem(successCategoryKey(site), successCategory(lead));
    const details = shopperDetailsToKeep(lead);
    if (details) storage?.setItem(shopperKey(site), JSON.stringify(details));
  } catch {
    // See above.
  }
}

/** The details the shopper gave with their last lead on this site, when all three were kept. */
export function rememberedShopper(site: string, storage = localStorageIfAny()): ShopperDetails | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(shopperKey(site)) ?? 'null');
    return stored !== null && typeof stored === 'object' ? shopperDetailsToKeep(stored as Partial<ShopperDetails>) : undefined;
  } catch {
    return undefined;
  }
}

/** The page's dataLayer, as tag managers read it: made when the page has none. */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes a tracking event (spec detail §7) onto the page's dataLayer; a page with no window (a test on the server) pushes nothing. */
export function pushTrackingEvent(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const page = window as DataLayerWindow;
  page.dataLayer ??= [];
  page.dataLayer.push(event);
}
