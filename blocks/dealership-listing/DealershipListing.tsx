import type { BlockRenderInput } from '../../runtime/block-types';
import { DirectoryFrame } from '../kit/directory/DirectoryFrame';
import { DealershipCard } from './DealershipCard';
import type { DealershipListingData } from './load';
import type { DealershipListingProps } from './schema';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

export function DealershipListing({ id, props, data, site }: BlockRenderInput<DealershipListingProps, DealershipListingData>) {
  const cardLevel = (props.headingLevel + 1) as 2 | 3;
  return (
    <DirectoryFrame
      id={id}
      site={site}
      words={props}
      entries={data?.locations ?? []}
      searchTextsOf={(location) => [location.name, location.address.street, location.address.city, location.address.state, location.address.postcode]}
      counted={{ one: 'dealership', many: 'dealerships' }}
      columns={GRID_COLUMNS}
      spacing="md"
      keyOf={(location) => String(location.id)}
      renderEntry={(location) => <DealershipCard id={`${id}-location-${location.id}`} location={location} site={site} headingLevel={cardLevel} />}
    />
  );
}
