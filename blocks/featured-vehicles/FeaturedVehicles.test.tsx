import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import { comingSoonHilux, corolla, rav4Offer, soldCx5 } from '../kit/test-support/cars';
import featuredVehicles from './index';

beforeEach(() => window.localStorage.clear());

describe('featured vehicles block', () => {
  it('shows the loaded cars as a list of cards under its heading, in the order loaded', () => {
    renderBlock(featuredVehicles, { heading: "This week's picks" }, { data: { cars: [rav4Offer(), corolla(), soldCx5()] } });
    const section = screen.getByRole('region', { name: "This week's picks" });
    expect(within(section).getByRole('heading', { level: 2, name: "This week's picks" })).toBeInTheDocument();
    const items = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL' && item.querySelector('article'));
    expect(items).toHaveLength(3);
    const names = within(section)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
    expect(names).toEqual(['2025 Toyota RAV4 GX Hybrid', '2024 Toyota Corolla SX', '2021 Mazda CX-5 Maxx Sport']);
  });

  it('gives each card the default buttons: View Details, Get Finance, and Reserve Now where the car is reservable', () => {
    renderBlock(featuredVehicles, {}, { data: { cars: [corolla(), soldCx5()] } });
    const available = screen.getByRole('article', { name: '2024 Toyota Corolla SX' });
    expect(
      within(available)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(['View Details', 'Get Finance', 'Reserve Now']);
    const sold = screen.getByRole('article', { name: '2021 Mazda CX-5 Maxx Sport' });
    expect(
      within(sold)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(['View Details', 'Get Finance']);
  });

  it('shows the buttons the dealer chose', () => {
    renderBlock(featuredVehicles, { buttons: ['enquire', 'find-similar'] }, { data: { cars: [soldCx5()] } });
    const sold = screen.getByRole('article', { name: '2021 Mazda CX-5 Maxx Sport' });
    expect(within(sold).getByRole('link', { name: 'Find Me Something Similar, 2021 Mazda CX-5 Maxx Sport' })).toHaveAttribute(
      'href',
      '/sites/bayside-motors/search/mazda/cx-5?price=25000:38000&body=suv',
    );
    expect(within(sold).getByRole('link', { name: 'Enquire, 2021 Mazda CX-5 Maxx Sport' })).toBeInTheDocument();
  });

  it("puts the cards' headings one level below its own", () => {
    renderBlock(featuredVehicles, { headingLevel: 3 }, { data: { cars: [corolla()] } });
    expect(screen.getByRole('heading', { level: 3, name: 'Featured vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '2024 Toyota Corolla SX' })).toBeInTheDocument();
  });

  it('without a heading, gives the cards its heading level and names the region itself', () => {
    renderBlock(featuredVehicles, { heading: '' }, { data: { cars: [corolla()] } });
    expect(screen.getByRole('region', { name: 'Featured vehicles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2024 Toyota Corolla SX' })).toBeInTheDocument();
  });

  it('gives the same car in two blocks different heading ids', () => {
    renderBlock(featuredVehicles, {}, { data: { cars: [corolla()] }, id: 'first' });
    renderBlock(featuredVehicles, {}, { data: { cars: [corolla()] }, id: 'second' });
    const ids = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(2);
  });

  it("says so when there is no car to show, in the dealer's words", () => {
    renderBlock(featuredVehicles, {}, { data: { cars: [] } });
    expect(screen.getByText('No cars to show right now. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    renderBlock(featuredVehicles, { emptyText: 'New stock arrives every Friday.' }, { data: { cars: [] } });
    expect(screen.getByText('New stock arrives every Friday.')).toBeInTheDocument();
  });

  it('lays the grid out one column on phones, two from small screens and four on large ones', () => {
    const { container } = renderBlock(featuredVehicles, {}, { data: { cars: [corolla(), comingSoonHilux()] } });
    const grid = container.querySelector('ul');
    expect(grid).not.toBeNull();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/--sg-cols:\s*1/);
    expect(css).toMatch(/--sg-cols:\s*2/);
    expect(css).toMatch(/--sg-cols:\s*4/);
  });
});
