import { Autocomplete, type ComboboxItem, type OptionsFilter, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { matchPage } from '../../../runtime/render/match-page';
import { type PageAddress, pageAddressesAtom } from '../../state/page-addresses';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

/** How many pages the list shows at once; typing narrows it. */
const PAGES_LISTED = 12;

/** A path of this site, without the query and fragment a link may add (/search?make=Toyota). */
const pathOf = (link: string) => link.split(/[?#]/)[0] || '/';

/** Said under a link to this site that no page answers; publishing still allows it (a page may be added later). */
export const noSuchPageWords = (path: string) => `No page of this site has the address ${path}. Pick a page from the list, or add the page first.`;

/** The pages a link can go to as they are: a page with a :parameter (a car, a make) is reached from a list, not linked by hand. */
function linkablePages(pages: readonly PageAddress[]): PageAddress[] {
  return pages.filter((page) => !page.path.includes(':'));
}

/**
 * Where a button or link goes: a page of the site, picked by its name or
 * path from a list, or an outside address typed in full. A site path that
 * no page answers is flagged as the marketer types.
 */
export function SiteLinkField(props: FieldProps) {
  const { schema, value, pointer, actions } = props;
  const pages = useAtomValue(pageAddressesAtom);
  const link = textOf(value);
  const { titles, choices } = useMemo(() => {
    const linkable = linkablePages(pages);
    return { titles: new Map(linkable.map((page) => [page.path, page.title])), choices: [...new Set(linkable.map((page) => page.path))] };
  }, [pages]);
  // Matched by the page's name or its path, so "finance" finds "Finance (/car-finance)".
  const filter: OptionsFilter = ({ options, search, limit }) => {
    const wanted = search.trim().toLowerCase();
    const found = (options as ComboboxItem[]).filter(
      (option) => wanted === '' || option.value.toLowerCase().includes(wanted) || (titles.get(option.value) ?? '').toLowerCase().includes(wanted),
    );
    return found.slice(0, limit);
  };
  const missing = link.startsWith('/') && matchPage(pages, pathOf(link)) === undefined;
  const fieldProps = inputPropsFor(props);

  return (
    <Autocomplete
      {...fieldProps}
      // A schema error first; a link to no page is a warning the marketer sees as they type.
      error={fieldProps.error ?? (missing ? noSuchPageWords(pathOf(link)) : undefined)}
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="Pick a page, or type https://"
      data={choices}
      limit={PAGES_LISTED}
      filter={filter}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{titles.get(option.value)}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </div>
      )}
      value={link}
      onChange={(text) => {
        const trimmed = text.trim();
        actions.set(pointer, trimmed === '' ? clearedValue({ schema, required: props.required }) : trimmed);
      }}
    />
  );
}
