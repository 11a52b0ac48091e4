import type { BlockRenderInput } from '../../runtime/block-types';
import { searchToQueryString } from '../../runtime/rules/search-query-string';
import { cardHeadingLevel, VehicleShelf } from '../kit/vehicle-card/VehicleShelf';
import { VehicleCard } from '../kit/vehicle-card/VehicleCard';
import { CardCarousel } from './islands.client';
import { stockSearch, type StockCarouselData } from './load';
import type { StockCarouselProps } from './schema';

export const STOCK_CAROUSEL_FALLBACK_LABEL = 'Cars in stock';

/** The path of the search page showing every car the carousel picked from. */
export function stockSearchPath(props: Pick<StockCarouselProps, 'filters' | 'sort'>): string {
  const query = searchToQueryString(stockSearch(props.filters ?? {}, props.sort));
  return query ? `/search?${query}` : '/search';
}

export function StockCarousel({ id, props, data, site }: BlockRenderInput<StockCarouselProps, StockCarouselData>) {
  const cars = data?.cars ?? [];
  const level = cardHeadingLevel(props.heading, props.headingLevel);
  const label = props.heading.trim() || STOCK_CAROUSEL_FALLBACK_LABEL;
  const viewAll = props.viewAllText.trim();
  const action = viewAll ? { label: viewAll, href: site.href(stockSearchPath(props)), name: `${viewAll}: ${label} (${data?.count ?? cars.length})` } : undefined;
  return (
    <VehicleShelf
      id={id}
      heading={props.heading}
      headingLevel={props.headingLevel}
      fallbackLabel={STOCK_CAROUSEL_FALLBACK_LABEL}
      emptyText={props.emptyText}
      isEmpty={cars.length === 0}
      action={action}
    >
      <CardCarousel
        id={id}
        label={label}
        previousLabel={props.previousLabel}
        nextLabel={props.nextLabel}
        items={cars.map((car) => ({
          key: car.id,
          node: <VehicleCard id={`${id}-car-${car.id}`} car={car} site={site} buttons={props.buttons} headingLevel={level} />,
        }))}
      />
    </VehicleShelf>
  );
}
