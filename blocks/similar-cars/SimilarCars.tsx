import type { BlockRenderInput } from '../../runtime/block-types';
import { VehicleCardGrid } from '../kit/vehicle-card/VehicleCardGrid';
import { cardHeadingLevel, VehicleShelf } from '../kit/vehicle-card/VehicleShelf';
import { EditorNote } from '../../runtime/render/EditorNote';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import type { SimilarCarsData } from './load';
import type { SimilarCarsProps } from './schema';

export const NO_SIMILAR_CARS_NOTE = 'No similar cars are available for this car right now, so shoppers see nothing here.';

export function SimilarCars({ id, props, data, site }: BlockRenderInput<SimilarCarsProps, SimilarCarsData>) {
  if (!site.car) return <NoCarNote site={site} label="Similar cars" />;
  const cars = data?.cars ?? [];
  if (cars.length === 0) return <EditorNote site={site}>{NO_SIMILAR_CARS_NOTE}</EditorNote>;
  return (
    <VehicleShelf id={id} heading={props.heading} headingLevel={props.headingLevel} fallbackLabel="Similar cars" emptyText="" isEmpty={false}>
      <VehicleCardGrid id={id} cars={cars} site={site} buttons={props.buttons} headingLevel={cardHeadingLevel(props.heading, props.headingLevel)} />
    </VehicleShelf>
  );
}
