import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { SiteContext } from '../../../../runtime/block-types';
import { mantineThemeFor } from '../../../../runtime/render/mantine-theme';
import type { CarCard } from '../../../../schemas/entities/car-card';
import type { Settings } from '../../../../schemas/settings';
import type { Texts } from '../../../../schemas/texts';
import { testSiteContext, testSiteDocument } from '../../test-support/site-context';
import { DEFAULT_VEHICLE_CARD_BUTTONS, type VehicleCardButtonKind } from '../card-buttons';
import { VehicleCard, type VehicleCardHeadingLevel } from '../VehicleCard';

/** A settings change for a test: sections changed one level deep, plain values (chatUrl) as given. */
export type SettingsChange = { [Key in keyof Settings]?: Settings[Key] extends object ? Partial<Settings[Key]> : Settings[Key] };

export interface SiteChanges {
  settings?: SettingsChange;
  texts?: Partial<Texts>;
  mode?: SiteContext['mode'];
}

/** The test site with some settings or texts changed, or seen in the editor. */
export function siteWith({ settings = {}, texts = {}, mode }: SiteChanges = {}): SiteContext {
  const document = testSiteDocument();
  const merged: Record<string, unknown> = { ...document.settings };
  for (const [key, value] of Object.entries(settings)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(current as object), ...value } : value;
  }
  return testSiteContext({ document: { settings: merged as Settings, texts: { ...document.texts, ...texts } }, mode });
}

export function renderCard(
  car: CarCard,
  {
    site = testSiteContext(),
    buttons = DEFAULT_VEHICLE_CARD_BUTTONS,
    headingLevel = 3,
    now,
    id = `card-${car.id}`,
    firstOnPage,
  }: { site?: SiteContext; buttons?: readonly VehicleCardButtonKind[]; headingLevel?: VehicleCardHeadingLevel; now?: Date; id?: string; firstOnPage?: boolean } = {},
) {
  return render(
    <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
      <VehicleCard id={id} car={car} site={site} buttons={buttons} headingLevel={headingLevel} now={now} firstOnPage={firstOnPage} />
    </MantineProvider>,
  );
}
