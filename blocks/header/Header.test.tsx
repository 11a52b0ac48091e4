import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressKey } from '../kit/test-support/keyboard';
import { renderBlock, testSiteContext, testSiteDocument } from '../kit/test-support/site-context';
import header from './index';

const BASE = '/sites/bayside-motors';

describe('header block', () => {
  it('links the dealer logo home, named by the dealer', () => {
    renderBlock(header);
    const logo = screen.getByRole('img', { name: 'Bayside Motors' });
    expect(logo).toHaveAttribute('src', 'https://cdn.baysidemotors.com.au/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', BASE);
  });

  it('shows the dealer name as text when there is no logo', () => {
    const { dealer } = testSiteDocument();
    renderBlock(header, {}, { site: testSiteContext({ document: { dealer: { ...dealer, logo: undefined } } }) });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bayside Motors' })).toHaveAttribute('href', BASE);
  });

  it("is a banner landmark in the dealer's header colours, holding the main navigation", () => {
    const { theme } = testSiteDocument();
    const site = testSiteContext({ document: { theme: { ...theme, headerBackground: '#0b3d2e', headerText: '#ffffff' } } });
    renderBlock(header, {}, { site });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveStyle({ backgroundColor: '#0b3d2e', color: '#ffffff' });
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Our Stock' })).toHaveAttribute('href', `${BASE}/search/new-used-and-demo-cars`);
  });

  it('opens a dropdown from the keyboard and closes it with Escape, focus back on its button', () => {
    renderBlock(header);
    const vehicles = screen.getByRole('button', { name: 'Vehicles' });
    expect(vehicles).toHaveAttribute('aria-expanded', 'false');
    act(() => vehicles.focus());
    pressKey(vehicles, 'Enter');
    expect(vehicles).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const models = within(menu).getAllByRole('menuitem');
    expect(models.map((item) => item.textContent)).toEqual(['Corolla', 'RAV4', 'CX-5']);
    expect(models[0]).toHaveAttribute('href', `${BASE}/search/toyota/corolla`);
    pressKey(menu, 'ArrowDown');
    expect(models[0]).toHaveFocus();
    pressKey(models[0], 'ArrowDown');
    expect(models[1]).toHaveFocus();
    pressKey(models[1], 'Escape');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(vehicles).toHaveFocus();
  });

  it("gathers the navigation's More links under the More menu, with its label from the props", () => {
    renderBlock(header, { moreLabel: 'Explore' });
    pressKey(screen.getByRole('button', { name: 'Explore' }), ' ');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sell My Car', 'Fleet', 'Careers', 'About Us', 'Contact Us', 'Terms And Conditions']);
  });

  it('marks a link to another site with rel="noopener" and leaves it unprefixed', () => {
    const { navigation } = testSiteDocument();
    const more = [...navigation.more, { label: 'Roadside assist', href: 'https://roadside.example.com' }, { label: 'Our blog', href: 'https://www.baysidemotors.com.au/blog' }];
    renderBlock(header, {}, { site: testSiteContext({ document: { navigation: { ...navigation, more } } }) });
    pressKey(screen.getByRole('button', { name: 'More' }), 'Enter');
    const roadside = screen.getByRole('menuitem', { name: 'Roadside assist' });
    expect(roadside).toHaveAttribute('href', 'https://roadside.example.com');
    expect(roadside).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('menuitem', { name: 'Our blog' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('menuitem', { name: 'Fleet' })).not.toHaveAttribute('rel');
  });

  it('lists every dealer phone in a drawer, each a tel: link with its label', () => {
    renderBlock(header);
    const call = screen.getByRole('button', { name: 'Call us' });
    pressKey(call, 'Enter');
    const drawer = screen.getByRole('dialog', { name: 'Call us' });
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sales (03) 9555 0100', 'tel:0395550100'],
      ['New cars 03 9555 0111', 'tel:0395550111'],
      ['Used cars 03 9555 0122', 'tel:0395550122'],
      ['Demo cars +61 3 9555 0133', 'tel:+61395550133'],
    ]);
  });

  it('lists only the numbers the dealer has, under the labels the dealer chose', () => {
    const { dealer } = testSiteDocument();
    const site = testSiteContext({ document: { dealer: { ...dealer, phones: { used: '03 9555 0122' } } } });
    renderBlock(header, { phoneButtonLabel: 'Phone us', phoneLabels: { override: 'Sales', new: 'New', used: 'Pre-owned', demo: 'Demo' } }, { site });
    pressKey(screen.getByRole('button', { name: 'Phone us' }), 'Enter');
    const links = within(screen.getByRole('dialog', { name: 'Phone us' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Pre-owned 03 9555 0122');
  });

  it('has no phone button when the dealer has no numbers or turned it off', () => {
    const { dealer } = testSiteDocument();
    renderBlock(header, {}, { site: testSiteContext({ document: { dealer: { ...dealer, phones: {} } } }) });
    expect(screen.queryByRole('button', { name: 'Call us' })).not.toBeInTheDocument();
    renderBlock(header, { showPhones: false });
    expect(screen.queryByRole('button', { name: 'Call us' })).not.toBeInTheDocument();
  });

  it('opens the whole menu in a drawer from the burger on phones', () => {
    renderBlock(header);
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    pressKey(burger, 'Enter');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Finance' })).toHaveAttribute('href', `${BASE}/finance`);
    const vehicles = within(nav).getByRole('region', { name: 'Vehicles' });
    expect(
      within(vehicles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Corolla', 'RAV4', 'CX-5']);
    const more = within(nav).getByRole('region', { name: 'More' });
    expect(within(more).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', `${BASE}/careers`);
    pressKey(drawer, 'Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads a dropdown with its own link when the item has one', () => {
    const { navigation } = testSiteDocument();
    const withLink = navigation.header.map((item) => (item.label === 'Vehicles' ? { ...item, href: '/models' } : item));
    renderBlock(header, {}, { site: testSiteContext({ document: { navigation: { ...navigation, header: withLink } } }) });
    pressKey(screen.getByRole('button', { name: 'Vehicles' }), 'Enter');
    const first = within(screen.getByRole('menu')).getAllByRole('menuitem')[0];
    expect(first).toHaveTextContent('Vehicles');
    expect(first).toHaveAttribute('href', `${BASE}/models`);
  });
});
