import type { PlatformSiteRequest } from '../../schemas/api/platform-sites';

/** What the admin types: addresses one a line, dealership numbers separated by commas or spaces. */
export interface SiteRecordText {
  domains: string;
  dealershipIds: string;
  websiteId: string;
}

export function siteRecordText(site: PlatformSiteRequest): SiteRecordText {
  return { domains: site.domains.join('\n'), dealershipIds: site.dealershipIds.join(', '), websiteId: String(site.websiteId) };
}

/**
 * The typed text as the API's request. Numbers that are not numbers are sent
 * as typed, so the server's schema names the field in its own words rather
 * than the form guessing a second set of rules.
 */
export function siteRecordRequest(text: SiteRecordText): PlatformSiteRequest {
  const asNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);
  return {
    domains: text.domains
      .split(/\s+/)
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    dealershipIds: text.dealershipIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(asNumber) as number[],
    websiteId: asNumber(text.websiteId.trim()) as number,
  };
}

/** Which of the form's three inputs a refusal's JSON Pointer is about. */
export function fieldOfPointer(pointer: string | null): keyof SiteRecordText | null {
  const top = pointer?.split('/')[1];
  return top === 'domains' || top === 'dealershipIds' || top === 'websiteId' ? top : null;
}
