import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineThemeFor } from '../../runtime/render/mantine-theme';
import { testSiteContext } from '../kit/test-support/site-context';
import { corolla, soldCx5 } from '../kit/test-support/cars';
import featuredVehicles from './index';
import { featuredVehiclesDefaults } from './schema';

describe('featured vehicles on the server', () => {
  it('renders its cards to HTML without a browser, hearts unpressed until the browser reads the saved list', () => {
    const site = testSiteContext();
    const html = renderToString(
      createElement(
        MantineProvider,
        { theme: mantineThemeFor(site.document.theme) },
        featuredVehicles.component({ id: 'featured', props: featuredVehiclesDefaults, data: { cars: [corolla(), soldCx5()] }, site, slots: {} }),
      ),
    );
    expect(html).toContain('2024 Toyota Corolla SX');
    expect(html).toContain('Just Sold');
    expect(html).toContain('aria-label="Save 2024 Toyota Corolla SX to favourites"');
    expect(html).toContain('aria-pressed="false"');
    // A sold car's heart appears only once the browser finds it saved.
    expect(html).not.toContain('Save 2021 Mazda CX-5 Maxx Sport to favourites');
  });
});
