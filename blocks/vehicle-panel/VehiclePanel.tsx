import { Badge, Group, Stack, Text, Title } from '../../runtime/render/ui';
import { Fragment } from 'react';
import type { BlockRenderInput } from '../../runtime/block-types';
import { carTitle } from '../../runtime/render/car-title';
import { keyFacts } from '../../runtime/render/vehicle-facts';
import { belowMarketPrice } from '../../runtime/rules/market-price';
import { formatAud, priceDisplay } from '../../runtime/rules/price-display';
import { similarSearchPath } from '../../runtime/rules/similar-search';
import { isForSale, VEHICLE_ACTIONS, vehicleActions } from '../../runtime/rules/vehicle-actions';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { vehicleCardBadges } from '../kit/vehicle-card/card-badges';
import { CarBadges } from '../kit/vehicle-card/CarBadges';
import { PanelPrice } from './PanelPrice';
import type { VehiclePanelProps } from './schema';
import { SoldNotice } from './SoldNotice';
import { VehicleActionList, type ActionLabels } from './VehicleActionList';

/** White text on it passes WCAG AA (checked in the tests). */
export const MARKET_PRICE_BADGE_BACKGROUND = '#276632';

/**
 * The head of the vehicle page: the car's name as the page's one h1, its
 * price, tags, key facts, a SOLD notice once it is no longer for sale, and
 * the buttons the car and the dealer's settings allow.
 */
export function VehiclePanel({ id, props, site }: BlockRenderInput<VehiclePanelProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label="Vehicle panel" />;
  const { settings, texts, dealer } = site.document;
  const title = carTitle(car);
  const titleId = `${id}-title`;
  const market = belowMarketPrice(car);
  const facts = keyFacts(car);
  const wanted = VEHICLE_ACTIONS.filter((kind) => props.actions[kind]);
  const actions = vehicleActions(car, { settings, phones: dealer.phones, pagePaths: site.document.pages.map((page) => page.path) }, wanted);
  const labels: ActionLabels = { ...props.buttonLabels, finance: texts.financeButton };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <CarBadges badges={vehicleCardBadges(car, site, site.now)} size="lg" />
      <Title id={titleId} order={1} size="h2">
        {title}
      </Title>
      <PanelPrice price={priceDisplay(car, texts)} priceType={car.price_type} />
      {market && (
        <Group gap="xs" wrap="wrap" data-market-price>
          <Badge color={MARKET_PRICE_BADGE_BACKGROUND} c="white" radius="sm" tt="none" size="lg">
            {props.marketPriceBadge}
          </Badge>
          <Text fz="sm" c="gray.7">
            Average market price {formatAud(market.averageMarketPrice)}
          </Text>
        </Group>
      )}
      {!isForSale(car) && (
        <SoldNotice
          headingId={`${id}-sold`}
          heading={props.soldHeading}
          text={props.soldText}
          findSimilarLabel={props.findSimilarLabel}
          findSimilarHref={site.href(similarSearchPath(car))}
        />
      )}
      {facts.length > 0 && (
        <section aria-labelledby={`${id}-facts`}>
          <Title id={`${id}-facts`} order={2} size="h4" mb="xs">
            {props.keyFactsHeading}
          </Title>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4, margin: 0 }}>
            {facts.map((fact) => (
              <Fragment key={fact.label}>
                <Text component="dt" c="gray.7" fz="sm">
                  {fact.label}
                </Text>
                <Text component="dd" m={0} fw={600} fz="sm">
                  {fact.value}
                </Text>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      <VehicleActionList actions={actions} labels={labels} listLabel={props.actionsLabel} car={car} carName={title} site={site} blockId={id} />
    </Stack>
  );
}
