import type { Metadata } from 'next';
import type { Location } from '../../schemas/entities/location';
import type { Page, SiteDocument } from '../../schemas/site-document';
import { uploadedPictureId } from './uploaded-picture';

/** Social sites show a shared page's picture about 1200 pixels wide. */
const SHARED_PICTURE_WIDTH = 1280;

/**
 * A library picture's address for Open Graph: under the site's prefix when
 * there is no domain to resolve it against, at the width social sites show.
 */
function sharedPictureUrl(url: string, basePath: string, hasDomain: boolean): string {
  if (!uploadedPictureId(url)) return url;
  return `${hasDomain ? '' : basePath}${url}?w=${SHARED_PICTURE_WIDTH}`;
}

/** The dealer's canonical address for a path, when the dealer has a domain of its own. */
export function canonicalUrl(document: SiteDocument, path: string): string | undefined {
  const domain = document.dealer.domains[0];
  return domain ? `https://${domain}${path === '/' ? '/' : path}` : undefined;
}

/**
 * A path's absolute address: the canonical one when the dealer has a domain,
 * else on the address the site is served at (`siteAddress`, such as
 * http://localhost:3000/sites/test-motors), for tags that must be absolute.
 */
export function absoluteSiteUrl(document: SiteDocument, path: string, siteAddress: string): string {
  return canonicalUrl(document, path) ?? `${siteAddress}${path === '/' ? '' : path}`;
}

/** Title, description, canonical URL and Open Graph tags, all from the site document. */
export function pageMetadata(document: SiteDocument, page: Page, path: string, basePath: string): Metadata {
  const { dealer } = document;
  const title = path === '/' ? `${dealer.name} | ${page.title}` : `${page.title} | ${dealer.name}`;
  const description = page.seo.description;
  const canonical = canonicalUrl(document, path);
  const image = page.seo.ogImage ?? dealer.logo?.url;
  const domain = dealer.domains[0];
  return {
    // Relative image addresses (logo, banners) resolve against the dealer's own domain.
    metadataBase: domain ? new URL(`https://${domain}`) : undefined,
    title,
    description,
    alternates: canonical ? { canonical } : undefined,
    robots: page.seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: dealer.name,
      url: canonical ?? `${basePath}${path}`,
      locale: 'en_AU',
      images: image ? [{ url: sharedPictureUrl(image, basePath, Boolean(domain)), alt: dealer.logo?.alt || dealer.name }] : undefined,
    },
  };
}

/**
 * A location page's metadata: the page's, titled with the location's name
 * first ("Harbour City Ford Ringwood – Contact us | Harbour City Motor
 * Group"), and described by its address where the page has no description.
 */
export function locationPageMetadata(document: SiteDocument, page: Page, path: string, basePath: string, location: Location): Metadata {
  const { street, city, state, postcode } = location.address;
  const described = page.seo.description
    ? page
    : { ...page, seo: { ...page.seo, description: `${location.name}, ${street}, ${city} ${state} ${postcode}: opening hours, phone and directions.` } };
  return pageMetadata(document, { ...described, title: `${location.name} – ${page.title}` }, path, basePath);
}
