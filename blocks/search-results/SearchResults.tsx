import type { BlockRenderInput, SiteContext } from '../../runtime/block-types';
import { isPromotionLive } from '../../runtime/rules/promotion-schedule';
import { siteLink } from '../kit/site-links/site-link';
import type { PageSearch } from '../kit/search/page-search';
import { cardSiteOf } from './card-site';
import type { SearchResultsProps } from './schema';
import { SearchResultsView } from './islands.client';
import type { ResultCard } from './SearchResultsView.client';

/** The address the shopper is on, for page links: the page's path with its :parameters filled in. */
export function pageAddress(site: SiteContext): string {
  const path = site.page.path.replace(/:([a-zA-Z][a-zA-Z0-9]*)/g, (_, name: string) => encodeURIComponent(site.params[name] ?? ''));
  return site.href(path);
}

/**
 * Spec (search §9): promo cards respect start and expiry dates and position;
 * the call-to-action card sits at the dealer's position.
 */
export function resultCards(props: SearchResultsProps, site: SiteContext): ResultCard[] {
  const { promotions, settings } = site.document;
  const cards: ResultCard[] = promotions
    .filter((promotion) => promotion.position !== undefined && isPromotionLive(promotion, site.now))
    .map((promotion) => ({ kind: 'promotion', id: promotion.id, position: promotion.position ?? 0 }));
  const { heading, text, label, href } = props.callToAction;
  cards.push({ kind: 'call-to-action', position: settings.callToActionPosition, heading, text, label, ...siteLink(site, href ?? settings.routes.contact) });
  // Stable: equal positions keep promotions in the document's order, before the call to action.
  return cards.sort((a, b) => a.position - b.position);
}

export function searchHeading(heading: string, addressName: string): string {
  return heading.replaceAll('{name}', addressName || 'Cars').trim();
}

export function SearchResults({ id, props, data, site }: BlockRenderInput<SearchResultsProps, PageSearch>) {
  const heading = searchHeading(props.heading, data.addressName);
  return (
    <SearchResultsView
      id={id}
      heading={heading}
      setup={{ endpoint: site.href('/api/search'), fixedFilters: data.fixedFilters }}
      initial={{ key: data.queryString, answer: data.answer }}
      serverQueryString={data.queryString}
      pathname={pageAddress(site)}
      cardSite={cardSiteOf(site)}
      buttons={props.buttons}
      cards={resultCards(props, site)}
      words={{
        emptyHeading: props.emptyHeading,
        emptyText: props.emptyText,
        clearLabel: props.clearLabel,
        errorText: props.errorText,
        retryLabel: props.retryLabel,
        pastEndHeading: props.pastEndHeading,
        pastEndText: props.pastEndText,
        firstPageLabel: props.firstPageLabel,
      }}
      pageNamesASearch={data.addressName !== '' || Object.keys(data.fixedFilters).length > 0}
    />
  );
}
