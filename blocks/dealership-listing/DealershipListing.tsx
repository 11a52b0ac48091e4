import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { directoryHref, directoryPage, directoryRequest, matchesDirectoryQuery } from '../directory/directory-page';
import { DirectoryPaging } from '../directory/DirectoryPaging';
import { DirectorySearch } from '../directory/DirectorySearch';
import { DealershipCard } from './DealershipCard';
import type { DealershipListingData } from './load';
import type { DealershipListingProps } from './schema';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

export function DealershipListing({ id, props, data, site }: BlockRenderInput<DealershipListingProps, DealershipListingData>) {
  const request = directoryRequest(site.searchParams);
  const locations = data?.locations ?? [];
  const matching = locations.filter((location) =>
    matchesDirectoryQuery([location.name, location.address.street, location.address.city, location.address.state, location.address.postcode], request.query),
  );
  const shown = directoryPage(matching, request.page);
  const headingId = `${id}-heading`;
  const cardLevel = (props.headingLevel + 1) as 2 | 3;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={props.headingLevel}>
          {props.heading}
        </Title>
        <DirectorySearch id={id} action={directoryHref(site, { query: '', page: 1 })} label={props.searchLabel} buttonText={props.searchButtonText} query={request.query} />
        <Text role="status" c="gray.7" fz="sm">
          {locations.length === 0
            ? props.emptyText
            : matching.length === 0
              ? props.noMatchText.replace('{query}', request.query)
              : `${matching.length} ${matching.length === 1 ? 'dealership' : 'dealerships'}`}
        </Text>
        {shown.items.length > 0 && (
          <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.items.map((location) => (
              <li key={location.id}>
                <DealershipCard id={`${id}-location-${location.id}`} location={location} site={site} headingLevel={cardLevel} />
              </li>
            ))}
          </SimpleGrid>
        )}
        <DirectoryPaging page={shown.page} pages={shown.pages} label={`${props.heading}: pages`} hrefFor={(page) => directoryHref(site, { query: request.query, page })} />
      </Stack>
    </Box>
  );
}
