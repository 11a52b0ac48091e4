'use client';
import { Alert, Button, Loader, NativeSelect, Title } from '@mantine/core';
import { Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '../../runtime/render/ui';
import { useSetAtom } from 'jotai';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import type { SiteContext } from '../../runtime/block-types';
import { readStoredRecentSearches, recentSearchesAtom } from '../../runtime/client/recent-searches-store';
import { searchKey } from '../../runtime/client/search-api';
import { useSearchAnswer, type InitialSearch, type SearchPageSetup } from '../../runtime/client/search-session';
import { searchAddress, showSearch, useSearchState } from '../../runtime/client/search-url';
import { rememberSearch } from '../../runtime/rules/recent-searches';
import { changeSearch, EMPTY_SEARCH, goToPage, pageOffset, type SearchState } from '../../runtime/rules/search-query-string';
import { livePromotion } from '../kit/promo-card/live-promotion';
import { PromoCard } from '../kit/promo-card/PromoCard';
import type { VehicleCardButtonKind } from '../kit/vehicle-card/card-buttons';
import { VehicleCard } from '../kit/vehicle-card/VehicleCard';
import { CallToActionCard, type CallToActionCardContent } from './CallToActionCard';
import { siteFromCardSite, type CardSite } from './card-site';
import { describeSearch } from './describe-search';
import { carCountText } from './result-count';
import { resultTiles } from './result-tiles';
import { ResultsPagination } from './ResultsPagination';
import { isSortOption, SORT_CHOICES } from './sort-options';
import { wholeNumberText } from '../../runtime/rules/formatters';

export type ResultCard = { kind: 'promotion'; id: string; position: number } | ({ kind: 'call-to-action'; position: number } & CallToActionCardContent);

export interface ResultsWords {
  emptyHeading: string;
  emptyText: string;
  clearLabel: string;
  errorText: string;
  retryLabel: string;
  /** "There is no page {page} of these results" */
  pastEndHeading: string;
  /** "The cars matching your search fill {pages} pages." */
  pastEndText: string;
  firstPageLabel: string;
}

/** A dealer's words with {page} and {pages} filled in. */
export function pageWords(text: string, page: number, pages: number): string {
  return text.replaceAll('{page}', wholeNumberText(page)).replaceAll('{pages}', wholeNumberText(pages));
}

/** Cars match, but the page asked for is past the last of them (`?page=999`). */
export function isPastTheEnd(answer: { hits: readonly unknown[]; count: number; page: number; pages: number }): boolean {
  return answer.hits.length === 0 && answer.count > 0 && answer.page > answer.pages;
}

export interface SearchResultsViewProps {
  id: string;
  heading: string;
  setup: SearchPageSetup;
  initial: InitialSearch;
  serverQueryString: string;
  /** This page's address, for page links. */
  pathname: string;
  cardSite: CardSite;
  buttons: readonly VehicleCardButtonKind[];
  cards: readonly ResultCard[];
  words: ResultsWords;
  /** Set when the page's own filters or address make every search here worth remembering. */
  pageNamesASearch: boolean;
}

/** One column on phones, two from small tablets, three on wide screens (beside the filters). */
const GRID_COLUMNS = { base: 1, xs: 2, lg: 3 } as const;

function isSearching(state: SearchState): boolean {
  return state.query !== '' || Object.keys(state.lists).length > 0 || Object.keys(state.ranges).length > 0;
}

/** A promotion among the results, drawn only while it is live. */
function PromotionTile({ id, promotionId, site }: { id: string; promotionId: string; site: SiteContext }) {
  const promotion = livePromotion(site, promotionId);
  return promotion ? <PromoCard id={id} content={promotion} headingLevel={2} site={site} /> : null;
}

export function SearchResultsView(props: SearchResultsViewProps) {
  const { id, heading, setup, initial, cardSite, words } = props;
  const state = useSearchState(props.serverQueryString);
  const { answer, status, isCurrent, retry } = useSearchAnswer(setup, state, initial);
  const site = useMemo(() => siteFromCardSite(cardSite), [cardSite]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${id}-heading`;
  const rememberRecent = useSetAtom(recentSearchesAtom(cardSite.document.dealer.slug));
  const key = searchKey(state);

  // Spec (detail §3): the last 5 searches with their path, once they have shown their cars.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the search itself (`key`), not on `state`, which is a new object on every render.
  useEffect(() => {
    if (status !== 'hasData' || !isCurrent) return;
    if (!props.pageNamesASearch && !isSearching(state)) return;
    const firstPage = goToPage(state, 1);
    const path = searchAddress(window.location.pathname, firstPage);
    rememberRecent(rememberSearch(readStoredRecentSearches(cardSite.document.dealer.slug), { text: describeSearch(heading, firstPage), path }));
  }, [key, status, isCurrent]);

  const toPage = (page: number) => {
    showSearch(goToPage(state, page));
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  };
  const tiles = resultTiles(answer.hits, pageOffset(answer.page), answer.count, props.cards);
  const firstCarId = answer.hits[0]?.id;
  const loading = status === 'loading';

  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={loading} data-search-status={status} data-search-results>
      <Stack gap="sm" mb="md">
        <Title id={headingId} ref={headingRef} order={1} tabIndex={-1} fz={{ base: 26, sm: 32 }}>
          {heading}
        </Title>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="xs">
            {/* Announced when it changes, so a screen reader hears what a filter did. */}
            <Text role="status" fw={700} data-testid="result-count">
              {carCountText(answer.displayedCount)}
              {loading && <VisuallyHidden>, loading</VisuallyHidden>}
            </Text>
            {loading && <Loader size="xs" aria-hidden="true" />}
          </Group>
          <NativeSelect
            label="Sort by"
            data={SORT_CHOICES}
            value={state.sortBy}
            onChange={(event) => {
              const sortBy = event.currentTarget.value;
              if (isSortOption(sortBy)) showSearch(changeSearch(state, { sortBy }));
            }}
            w={180}
          />
        </Group>
      </Stack>
      {status === 'hasError' && (
        <Alert color="red" variant="light" mb="md" title={words.errorText} role="alert">
          <Button onClick={retry} variant="filled" color="red.9" size="sm">
            {words.retryLabel}
          </Button>
        </Alert>
      )}
      {isPastTheEnd(answer) ? (
        // Issue 15: "445 cars" beside "No cars match" was a contradiction; the cars are there, on earlier pages.
        <Stack gap="sm" py="xl" align="flex-start" data-testid="past-the-end">
          <Title order={2} fz="xl">
            {pageWords(words.pastEndHeading, answer.page, answer.pages)}
          </Title>
          {words.pastEndText && <Text>{pageWords(words.pastEndText, answer.page, answer.pages)}</Text>}
          <Button
            component="a"
            href={searchAddress(props.pathname, goToPage(state, 1))}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              toPage(1);
            }}
          >
            {words.firstPageLabel}
          </Button>
        </Stack>
      ) : answer.hits.length === 0 ? (
        <Stack gap="sm" py="xl" align="flex-start" data-testid="no-results">
          <Title order={2} fz="xl">
            {words.emptyHeading}
          </Title>
          {words.emptyText && <Text>{words.emptyText}</Text>}
          <Button onClick={() => showSearch({ ...EMPTY_SEARCH, sortBy: state.sortBy })}>{words.clearLabel}</Button>
        </Stack>
      ) : (
        <SimpleGrid
          component="ul"
          cols={GRID_COLUMNS}
          spacing="md"
          verticalSpacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {tiles.map((tile) =>
            tile.kind === 'car' ? (
              <li key={`car-${tile.car.id}`}>
                <VehicleCard id={`${id}-car-${tile.car.id}`} car={tile.car} site={site} buttons={props.buttons} headingLevel={2} firstOnPage={tile.car.id === firstCarId} />
              </li>
            ) : tile.card.kind === 'promotion' ? (
              <li key={`promotion-${tile.card.id}`}>
                <PromotionTile id={`${id}-promotion-${tile.card.id}`} promotionId={tile.card.id} site={site} />
              </li>
            ) : (
              <li key="call-to-action">
                <CallToActionCard id={`${id}-call-to-action`} content={tile.card} headingLevel={2} />
              </li>
            ),
          )}
        </SimpleGrid>
      )}
      <ResultsPagination page={answer.page} pages={answer.pages} hrefFor={(page) => searchAddress(props.pathname, goToPage(state, page))} onPage={toPage} />
    </Box>
  );
}
