import { Box, Stack, Text, Title, type TitleOrder } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { isDraftView } from '../../runtime/render/draft-view';
import { leadFormRules } from '../../runtime/rules/lead-requirements';
import { TRADE_IN_FORM } from '../../schemas/api/trade-ins';
import { tradeInLeadLayout } from './lead-layout';
import type { TradeInData } from './load';
import { FaqAccordion } from '../kit/faq/FaqAccordion';
import { type TradeInProps, tradeInDefaults } from './schema';
import { TradeInJourney } from './islands.client';

/** The spec's legal page (detail §2 routes), which the terms checkbox links to. */
const TERMS_PATH = '/terms-and-conditions';

/**
 * The trade-in valuation (spec detail §1 "Trade In Valuation (instant
 * trade-in price from an independent valuation tool)", §4 steps) and its
 * FAQ. On /cars/trade-in?car_id= the car named is the dealer's car the
 * shopper wants: the lead is about it.
 */
export function TradeIn({ id, props, data, site }: BlockRenderInput<TradeInProps, TradeInData>) {
  const rules = leadFormRules(site.document.settings, site.document.dealer, TRADE_IN_FORM);
  const car = site.car ?? data?.car;
  const layout = tradeInLeadLayout(rules, car, data?.locations ?? []);
  const headingLevel = props.headingLevel ?? tradeInDefaults.headingLevel;
  const headingId = `${id}-heading`;
  const faq = props.faq ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} py="xl" px="md" maw={720} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={headingLevel}>
          {props.heading}
        </Title>
        {props.intro && <Text>{props.intro}</Text>}
        {car && <Text fw={600}>{`Towards: ${car.name}`}</Text>}
        <TradeInJourney
          id={id}
          layout={layout}
          rules={rules}
          car={car && { id: car.id, dealership_slug: car.dealership_slug }}
          endpoint={site.href('/api/trade-ins')}
          spamCheckUrl={site.document.settings.captcha.enabled ? site.href('/api/spam-check') : undefined}
          termsHref={site.href(TERMS_PATH)}
          site={site.document.dealer.slug}
          basePath={site.basePath}
          stepHeadingOrder={(headingLevel + 1) as TitleOrder}
          preview={isDraftView(site)}
        />
        {faq.length > 0 && <FaqAccordion id={id} heading={props.faqHeading ?? tradeInDefaults.faqHeading} headingOrder={(headingLevel + 1) as TitleOrder} items={faq} mt="xl" />}
      </Stack>
    </Box>
  );
}
