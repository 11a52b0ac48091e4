import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { SiteContext } from '../../../../runtime/block-types';
import { mantineThemeFor } from '../../../../runtime/render/mantine-theme';
import type { Car } from '../../../../schemas/entities/car';
import type { Settings } from '../../../../schemas/settings';
import type { Texts } from '../../../../schemas/texts';
import { testSiteContext, testSiteDocument } from '../../test-support/site-context';
import { DEFAULT_VEHICLE_CARD_BUTTONS, type VehicleCardButtonKind } from '../card-buttons';
import { VehicleCard, type VehicleCardHeadingLevel } from '../VehicleCard';

/** The test site with some settings or texts changed, one level deep. */
export function siteWith({ settings = {}, texts = {} }: { settings?: { [Key in keyof Settings]?: Partial<Settings[Key]> }; texts?: Partial<Texts> } = {}): SiteContext {
  const document = testSiteDocument();
  const merged = { ...document.settings } as Record<string, unknown>;
  for (const [key, value] of Object.entries(settings) as [string, object][]) {
    merged[key] = { ...(merged[key] as object), ...value };
  }
  return testSiteContext({ document: { settings: merged as Settings, texts: { ...document.texts, ...texts } } });
}

export function renderCard(
  car: Car,
  {
    site = testSiteContext(),
    buttons = DEFAULT_VEHICLE_CARD_BUTTONS,
    headingLevel = 3,
    now,
    id = `card-${car.id}`,
  }: { site?: SiteContext; buttons?: readonly VehicleCardButtonKind[]; headingLevel?: VehicleCardHeadingLevel; now?: Date; id?: string } = {},
) {
  return render(
    <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
      <VehicleCard id={id} car={car} site={site} buttons={buttons} headingLevel={headingLevel} now={now} />
    </MantineProvider>,
  );
}
