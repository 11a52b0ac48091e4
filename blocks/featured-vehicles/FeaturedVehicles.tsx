import type { BlockRenderInput } from '../../runtime/block-types';
import { VehicleCardGrid } from '../kit/vehicle-card/VehicleCardGrid';
import { cardHeadingLevel, VehicleShelf } from '../kit/vehicle-card/VehicleShelf';
import type { FeaturedVehiclesData } from './load';
import type { FeaturedVehiclesProps } from './schema';

export function FeaturedVehicles({ id, props, data, site }: BlockRenderInput<FeaturedVehiclesProps, FeaturedVehiclesData>) {
  const cars = data?.cars ?? [];
  return (
    <VehicleShelf id={id} heading={props.heading} headingLevel={props.headingLevel} fallbackLabel="Featured vehicles" emptyText={props.emptyText} isEmpty={cars.length === 0}>
      <VehicleCardGrid id={id} cars={cars} site={site} buttons={props.buttons} headingLevel={cardHeadingLevel(props.heading, props.headingLevel)} />
    </VehicleShelf>
  );
}
