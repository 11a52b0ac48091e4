import { Box, SimpleGrid, Text, Title } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { VehicleCard } from '../vehicle-card/VehicleCard';
import type { FeaturedVehiclesData } from './load';
import type { FeaturedVehiclesProps } from './schema';

/** One column on phones, two from small tablets, three and then four as the screen widens. */
const GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;

export function FeaturedVehicles({ id, props, data, site }: BlockRenderInput<FeaturedVehiclesProps, FeaturedVehiclesData>) {
  const headingId = `${id}-heading`;
  const heading = props.heading.trim();
  const cardHeadingLevel = heading ? ((props.headingLevel + 1) as 3 | 4) : props.headingLevel;
  const cars = data?.cars ?? [];
  return (
    <Box component="section" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : 'Featured vehicles'} py="lg" px="md" maw={1320} mx="auto">
      {heading && (
        <Title id={headingId} order={props.headingLevel} mb="md">
          {heading}
        </Title>
      )}
      {cars.length === 0 ? (
        <Text c="gray.7">{props.emptyText}</Text>
      ) : (
        // A list, so a screen reader says how many cars there are.
        <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="md" verticalSpacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {cars.map((car) => (
            <li key={car.id}>
              <VehicleCard id={`${id}-car-${car.id}`} car={car} site={site} buttons={props.buttons} headingLevel={cardHeadingLevel} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
