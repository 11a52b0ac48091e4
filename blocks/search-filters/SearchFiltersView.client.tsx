'use client';
import { Button } from '@mantine/core';
import { Box, Title } from '../../runtime/render/ui';
import type { Settings } from '../../schemas/settings';
import { useSearchAnswer, type InitialSearch, type SearchPageSetup } from '../../runtime/client/search-session';
import { useSearchState } from '../../runtime/client/search-url';
import { useHydrated } from '../../runtime/client/use-hydrated';
import { useOverlay } from '../../runtime/client/use-overlay';
import { Drawer } from '../kit/overlays/islands.client';
import { preloadDrawer, preloadOnIntent } from '../kit/overlays/preload.client';
import type { FilterSectionName } from './filter-sections';
import { chosenCount, FiltersPanel, type FiltersWords } from './FiltersPanel.client';
import { wholeNumberText } from '../../runtime/rules/formatters';

export interface SearchFiltersViewProps {
  id: string;
  heading: string;
  setup: SearchPageSetup;
  initial: InitialSearch;
  serverQueryString: string;
  makeList: Settings['makeList'];
  /** The filters the dealer chose, in its order. */
  sections: readonly FilterSectionName[];
  /** "Show Me {count} cars" */
  showMeLabel: string;
  words: FiltersWords;
}

/** Where the results start, so Show Me N cars can take the shopper there. */
export const RESULTS_SELECTOR = '[data-search-results] h1';

export function showMeText(label: string, count: number): string {
  return label.replaceAll('{count}', wholeNumberText(count));
}

/** Its own component: the one part of the view that changes once hydrated, so the filters beside it do not render again. */
function OpenFiltersButton({ onClick, opened, chosen }: { onClick: () => void; opened: boolean; chosen: number }) {
  // Tapped before the page's code has run, the button would do nothing and give no sign why.
  const hydrated = useHydrated();
  return (
    <Button onClick={onClick} {...preloadOnIntent(preloadDrawer)} disabled={!hydrated} fullWidth variant="default" aria-haspopup="dialog" aria-expanded={opened}>
      {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
    </Button>
  );
}

/**
 * Phones first: a Filters button opening a drawer whose Show Me N cars button
 * closes it onto the results (spec search §2). From the sm breakpoint, where
 * the page's columns sit side by side, the filters show in place.
 */
export function SearchFiltersView({ id, heading, setup, initial, serverQueryString, makeList, sections, showMeLabel, words }: SearchFiltersViewProps) {
  const state = useSearchState(serverQueryString);
  const { answer } = useSearchAnswer(setup, state, initial);
  const { opened, mounted, open, close } = useOverlay();
  const chosen = chosenCount(state) + (state.query ? 1 : 0);
  const panel = <FiltersPanel state={state} answer={answer} fixedFilters={setup.fixedFilters} makeList={makeList} sections={sections} words={words} />;
  const showResults = () => {
    close();
    // After the drawer hands focus back, move it to the results the shopper asked to see.
    window.setTimeout(() => {
      const results = document.querySelector<HTMLElement>(RESULTS_SELECTOR);
      results?.focus();
      results?.scrollIntoView({ block: 'start' });
    }, 0);
  };
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} data-search-filters>
      <Title id={`${id}-heading`} order={2} fz="lg" mb="xs">
        {heading}
      </Title>
      <Box hiddenFrom="sm" mb="md">
        <OpenFiltersButton onClick={open} opened={opened} chosen={chosen} />
      </Box>
      <Box visibleFrom="sm">{panel}</Box>
      {mounted && (
        <Drawer opened={opened} onClose={close} title={heading} position="left" size="100%" returnFocus={false}>
          {panel}
          <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
            <Button fullWidth size="md" onClick={showResults} data-show-me>
              {showMeText(showMeLabel, answer.displayedCount)}
            </Button>
          </Box>
        </Drawer>
      )}
    </Box>
  );
}
