import { Box, SimpleGrid, type SimpleGridProps, Stack, Text, Title } from '../../../runtime/render/ui';
import type { ReactNode } from 'react';
import type { SiteContext } from '../../../runtime/block-types';
import type { DirectoryText } from './directory-fields';
import { directoryHref, directoryPage, directoryRequest, matchesDirectoryQuery } from './directory-page';
import { DirectoryPaging } from './DirectoryPaging';
import { DirectorySearch } from './DirectorySearch';

/** The marketer's words a directory block carries, and the level of its heading. */
type DirectoryWords = DirectoryText & { headingLevel: 1 | 2 };

interface DirectoryFrameProps<Entry> {
  id: string;
  site: SiteContext;
  words: DirectoryWords;
  entries: readonly Entry[];
  /** The texts a shopper's search looks in. */
  searchTextsOf: (entry: Entry) => readonly (string | undefined)[];
  /** How the count reads: "make" and "makes". */
  counted: { one: string; many: string };
  columns: SimpleGridProps['cols'];
  spacing: SimpleGridProps['spacing'];
  keyOf: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
}

/**
 * A directory page (spec search §9: 21 to a page, searched by one `query`
 * parameter): heading, search box, how many match, the entries in a grid,
 * and paging. Plain links and a GET form, so it works before any script.
 */
export function DirectoryFrame<Entry>({ id, site, words, entries, searchTextsOf, counted, columns, spacing, keyOf, renderEntry }: DirectoryFrameProps<Entry>) {
  const request = directoryRequest(site.searchParams);
  const matching = entries.filter((entry) => matchesDirectoryQuery(searchTextsOf(entry), request.query));
  const shown = directoryPage(matching, request.page);
  const headingId = `${id}-heading`;
  const status =
    entries.length === 0
      ? words.emptyText
      : matching.length === 0
        ? words.noMatchText.replace('{query}', request.query)
        : `${matching.length} ${matching.length === 1 ? counted.one : counted.many}`;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={words.headingLevel}>
          {words.heading}
        </Title>
        <DirectorySearch id={id} action={directoryHref(site, { query: '', page: 1 })} label={words.searchLabel} buttonText={words.searchButtonText} query={request.query} />
        {/* Announced after a search, so a screen reader hears how many it found. */}
        <Text role="status" c="gray.7" fz="sm">
          {status}
        </Text>
        {shown.items.length > 0 && (
          <SimpleGrid component="ul" cols={columns} spacing={spacing} m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.items.map((entry) => (
              <li key={keyOf(entry)}>{renderEntry(entry)}</li>
            ))}
          </SimpleGrid>
        )}
        <DirectoryPaging page={shown.page} pages={shown.pages} label={`${words.heading}: pages`} hrefFor={(page) => directoryHref(site, { query: request.query, page })} />
      </Stack>
    </Box>
  );
}
