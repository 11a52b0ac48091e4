import { SimpleGrid } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { VehicleCard } from '../kit/vehicle-card/VehicleCard';
import { cardHeadingLevel, VehicleShelf } from '../kit/vehicle-card/VehicleShelf';
import type { FeaturedVehiclesData } from './load';
import type { FeaturedVehiclesProps } from './schema';

/** One column on phones, two from small tablets, three and then four as the screen widens. */
const GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;

export function FeaturedVehicles({ id, props, data, site }: BlockRenderInput<FeaturedVehiclesProps, FeaturedVehiclesData>) {
  const cars = data?.cars ?? [];
  const level = cardHeadingLevel(props.heading, props.headingLevel);
  return (
    <VehicleShelf id={id} heading={props.heading} headingLevel={props.headingLevel} fallbackLabel="Featured vehicles" emptyText={props.emptyText} isEmpty={cars.length === 0}>
      {/* A list, so a screen reader says how many cars there are. */}
      <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="md" verticalSpacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {cars.map((car) => (
          <li key={car.id}>
            <VehicleCard id={`${id}-car-${car.id}`} car={car} site={site} buttons={props.buttons} headingLevel={level} />
          </li>
        ))}
      </SimpleGrid>
    </VehicleShelf>
  );
}
