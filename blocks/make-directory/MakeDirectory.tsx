import { Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EMPTY_SEARCH, searchToQueryString } from '../../runtime/rules/search-query-string';
import { directoryHref, directoryPage, directoryRequest, matchesDirectoryQuery } from '../directory/directory-page';
import { DirectoryPaging } from '../directory/DirectoryPaging';
import { DirectorySearch } from '../directory/DirectorySearch';
import type { MakeDirectoryData } from './load';
import type { MakeDirectoryProps } from './schema';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 } as const;

export function makeSearchPath(make: string): string {
  return `/search?${searchToQueryString({ ...EMPTY_SEARCH, lists: { make: [make] } })}`;
}

function carsText(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'}`;
}

export function MakeDirectory({ id, props, data, site }: BlockRenderInput<MakeDirectoryProps, MakeDirectoryData>) {
  const request = directoryRequest(site.searchParams);
  const makes = data?.makes ?? [];
  const matching = makes.filter((make) => matchesDirectoryQuery([make.label], request.query));
  const shown = directoryPage(matching, request.page);
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={props.headingLevel}>
          {props.heading}
        </Title>
        <DirectorySearch id={id} action={directoryHref(site, { query: '', page: 1 })} label={props.searchLabel} buttonText={props.searchButtonText} query={request.query} />
        {/* Announced after a search, so a screen reader hears how many makes it found. */}
        <Text role="status" c="gray.7" fz="sm">
          {makes.length === 0 ? props.emptyText : matching.length === 0 ? props.noMatchText.replace('{query}', request.query) : `${matching.length} ${matching.length === 1 ? 'make' : 'makes'}`}
        </Text>
        {shown.items.length > 0 && (
          <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.items.map((make) => (
              <li key={make.value}>
                <Anchor href={site.href(makeSearchPath(make.value))} display="block" p="sm" fw={600} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}>
                  {make.label}{' '}
                  <Text span c="gray.7" fw={400} fz="sm">
                    ({carsText(make.count)})
                  </Text>
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        )}
        <DirectoryPaging page={shown.page} pages={shown.pages} label={`${props.heading}: pages`} hrefFor={(page) => directoryHref(site, { query: request.query, page })} />
      </Stack>
    </Box>
  );
}
