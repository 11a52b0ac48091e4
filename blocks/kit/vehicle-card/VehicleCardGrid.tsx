import type { SiteContext } from '../../../runtime/block-types';
import { SimpleGrid } from '../../../runtime/render/ui';
import type { CarCard } from '../../../schemas/entities/car-card';
import type { VehicleCardButtonKind } from './card-buttons';
import { VehicleCard, type VehicleCardHeadingLevel } from './VehicleCard';

/** One column on phones, two from small tablets, three and then four as the screen widens. */
const GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;

export interface VehicleCardGridProps {
  /** The block's id: each card's id is built from it. */
  id: string;
  cars: readonly CarCard[];
  site: SiteContext;
  buttons: readonly VehicleCardButtonKind[];
  headingLevel: VehicleCardHeadingLevel;
}

/** Cars as a grid of cards, for a shelf (VehicleShelf) to hold: a list, so a screen reader says how many cars there are. */
export function VehicleCardGrid({ id, cars, site, buttons, headingLevel }: VehicleCardGridProps) {
  return (
    <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="md" verticalSpacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {cars.map((car) => (
        <li key={car.id}>
          <VehicleCard id={`${id}-car-${car.id}`} car={car} site={site} buttons={buttons} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
