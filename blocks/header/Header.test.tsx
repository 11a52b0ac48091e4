import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnPage, stubSite, type SiteReplies } from '../kit/saved-cars/test-support/saved-cars';
import { pressKey } from '../kit/test-support/keyboard';
import { renderBlock, testSiteContext, testSiteDocument } from '../kit/test-support/site-context';
import { siteWith, type SettingsChange } from '../kit/vehicle-card/test-support/render-card';
import header from './index';
import { headerDefaults } from './schema';

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

  it('opens a dropdown from the keyboard and closes it with Escape, focus back on its button', async () => {
    renderBlock(header);
    const first = screen.getByRole('button', { name: 'Vehicles' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    act(() => first.focus());
    // Focused, the button becomes the mounted menu's own once its code has loaded (NavDropdown.client.tsx), with the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vehicles' })).not.toBe(first));
    const vehicles = screen.getByRole('button', { name: 'Vehicles' });
    expect(vehicles).toHaveFocus();
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

  it("gathers the navigation's More links under the More menu, with its label from the props", async () => {
    renderBlock(header, { moreLabel: 'Explore' });
    pressKey(screen.getByRole('button', { name: 'Explore' }), ' ');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sell My Car', 'Fleet', 'Careers', 'About Us', 'Contact Us', 'Terms And Conditions']);
  });

  it('marks a link to another site with rel="noopener" and leaves it unprefixed', async () => {
    const { navigation } = testSiteDocument();
    const more = [...navigation.more, { label: 'Roadside assist', href: 'https://roadside.example.com' }, { label: 'Our blog', href: 'https://www.baysidemotors.com.au/blog' }];
    renderBlock(header, {}, { site: testSiteContext({ document: { navigation: { ...navigation, more } } }) });
    pressKey(screen.getByRole('button', { name: 'More' }), 'Enter');
    const roadside = await screen.findByRole('menuitem', { name: 'Roadside assist' });
    expect(roadside).toHaveAttribute('href', 'https://roadside.example.com');
    expect(roadside).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('menuitem', { name: 'Our blog' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('menuitem', { name: 'Fleet' })).not.toHaveAttribute('rel');
  });

  it('lists every dealer phone in a drawer, each a tel: link with its label, where the dealer shows its numbers', () => {
    renderBlock(header, {}, { site: siteWith({ settings: { phoneReveal: { enabled: false } } }) });
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

  it('WCAG 4.1.2: the phone drawer’s close button has a name a screen reader says, and closes the drawer', () => {
    renderBlock(header, {}, { site: siteWith({ settings: { phoneReveal: { enabled: false } } }) });
    pressKey(screen.getByRole('button', { name: 'Call us' }), 'Enter');
    const drawer = screen.getByRole('dialog', { name: 'Call us' });
    const close = within(drawer).getByRole('button', { name: 'Close' });
    act(() => close.click());
    expect(screen.queryByRole('dialog', { name: 'Call us' })).toBeNull();
  });

  it('lists only the numbers the dealer has, under the labels the dealer chose', () => {
    const { dealer } = testSiteDocument();
    const site = testSiteContext({
      document: { dealer: { ...dealer, phones: { used: '03 9555 0122' } }, settings: { ...siteWith().document.settings, phoneReveal: { enabled: false } } },
    });
    renderBlock(header, { phoneButtonLabel: 'Phone us', phoneLabels: { override: 'Sales', new: 'New', used: 'Pre-owned', demo: 'Demo' } }, { site });
    pressKey(screen.getByRole('button', { name: 'Phone us' }), 'Enter');
    const links = within(screen.getByRole('dialog', { name: 'Phone us' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Pre-owned 03 9555 0122');
  });

  it('masks every number in the drawer where the dealer masks numbers: one phone-masking rule for the whole page', () => {
    renderBlock(header);
    pressKey(screen.getByRole('button', { name: 'Call us' }), 'Enter');
    const drawer = screen.getByRole('dialog', { name: 'Call us' });
    expect(drawer).toHaveTextContent('(03) XXXX XXXX');
    expect(drawer).not.toHaveTextContent('9555 0100');
    expect(within(drawer).queryAllByRole('link')).toHaveLength(0);
    act(() => within(drawer).getByRole('button', { name: 'Show number: Sales' }).click());
    expect(within(drawer).getByRole('link', { name: 'Call Sales on (03) 9555 0100' })).toHaveAttribute('href', 'tel:0395550100');
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

  describe("spec detail §2: the Vehicles dropdown lists the models of the dealer's brands under their logos", () => {
    const brands = [
      {
        name: 'Kia',
        logoUrl: '/media/makes/image-not-found.svg',
        links: [
          { label: 'All Kia', path: '/search/kia' },
          { label: 'Sportage', path: '/search/kia/sportage' },
        ],
      },
      {
        name: 'Toyota',
        logoUrl: '/media/makes/toyota.svg',
        links: [
          { label: 'All Toyota', path: '/search/toyota' },
          { label: 'HiLux', path: '/search/toyota/hilux' },
        ],
      },
    ];
    const withModels = () => {
      const { navigation } = testSiteDocument();
      const header = navigation.header.map((item) => (item.label === 'Vehicles' ? { label: 'Vehicles', models: true } : item));
      return testSiteContext({ document: { navigation: { ...navigation, header } } });
    };

    it("in the wide-screen menu: each brand's logo leading its whole stock, then its models, each opening its search", async () => {
      const { container } = renderBlock(header, {}, { site: withModels(), data: { brands } });
      pressKey(screen.getByRole('button', { name: 'Vehicles' }), 'Enter');
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => [item.textContent, item.getAttribute('href')]),
      ).toEqual([
        ['All Kia', `${BASE}/search/kia`],
        ['Sportage', `${BASE}/search/kia/sportage`],
        ['All Toyota', `${BASE}/search/toyota`],
        ['HiLux', `${BASE}/search/toyota/hilux`],
      ]);
      // Spec detail §8: a brand without a logo shows the image-not-found picture.
      const logos = [...container.ownerDocument.querySelectorAll('[role="menu"] img')].map((img) => img.getAttribute('src'));
      expect(logos).toEqual(['/media/makes/image-not-found.svg', '/media/makes/toyota.svg']);
    });

    it('in the phone drawer: a headed group per brand', () => {
      renderBlock(header, {}, { site: withModels(), data: { brands } });
      pressKey(screen.getByRole('button', { name: 'Menu' }), 'Enter');
      const vehicles = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('region', { name: 'Vehicles' });
      const toyota = within(vehicles).getByRole('region', { name: 'Toyota' });
      expect(within(toyota).getByRole('heading', { level: 3 })).toHaveTextContent('Toyota');
      expect(within(toyota).getByRole('link', { name: 'HiLux' })).toHaveAttribute('href', `${BASE}/search/toyota/hilux`);
    });
  });

  it('leads a dropdown with its own link when the item has one', async () => {
    const { navigation } = testSiteDocument();
    const withLink = navigation.header.map((item) => (item.label === 'Vehicles' ? { ...item, href: '/models' } : item));
    renderBlock(header, {}, { site: testSiteContext({ document: { navigation: { ...navigation, header: withLink } } }) });
    pressKey(screen.getByRole('button', { name: 'Vehicles' }), 'Enter');
    const first = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0];
    expect(first).toHaveTextContent('Vehicles');
    expect(first).toHaveAttribute('href', `${BASE}/models`);
  });
});

describe('header: the cars the shopper saved', () => {
  const save = (...ids: number[]) =>
    window.localStorage.setItem('favourites:bayside-motors', JSON.stringify(ids.map((id) => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Toyota', model: 'Corolla' }))));
  const withWatchlist = (settings: SettingsChange = {}) => siteWith({ settings: { watchlist: { enabled: true }, ...settings } });
  let site: SiteReplies;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    site = stubSite(`${BASE}/api/saved-cars`);
  });
  afterEach(() => vi.restoreAllMocks());

  it('links to the favourites page with their count', async () => {
    save(4101, 4102);
    renderOnPage(header, headerDefaults, siteWith());
    expect(await screen.findByRole('link', { name: 'Favourites, 2 cars' })).toHaveAttribute('href', `${BASE}/favourites`);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('a signed-in shopper gets the watchlist with its count, and Sign out', async () => {
    site.others[`${BASE}/api/watchlist`] = [{ status: 200, body: { phone_number: '+61412345678', items: [{ id: 1 }, { id: 2 }, { id: 3 }] } }];
    renderOnPage(header, headerDefaults, withWatchlist());
    expect(await screen.findByRole('link', { name: 'Watchlist, 3 cars' })).toHaveAttribute('href', `${BASE}/watchlist`);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // No favourites left on this device: one link, not two.
    expect(screen.queryByRole('link', { name: /^Favourites/ })).toBeNull();
  });

  it('signed out where the dealer has both, the favourites; where it has only a watchlist, the watchlist page (it offers sign-in)', async () => {
    site.others[`${BASE}/api/watchlist`] = [
      { status: 200, body: { phone_number: null, items: [] } },
      { status: 200, body: { phone_number: null, items: [] } },
    ];
    const first = renderOnPage(header, headerDefaults, withWatchlist());
    expect(await screen.findByRole('link', { name: 'Favourites, 0 cars' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Watchlist/ })).toBeNull();
    first.unmount();
    renderOnPage(header, headerDefaults, withWatchlist({ favourites: { enabled: false } }));
    expect(await screen.findByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', `${BASE}/watchlist`);
  });

  it('is left out where the marketer turns it off, or the dealer saves no cars', () => {
    renderOnPage(header, { ...headerDefaults, showSavedCars: false }, siteWith());
    expect(document.querySelector('[data-saved-cars-link]')).toBeNull();
    renderOnPage(header, headerDefaults, siteWith({ settings: { favourites: { enabled: false } } }), 'other');
    expect(document.querySelector('[data-saved-cars-link]')).toBeNull();
  });

  it('after signing in from a save, on a page with no cards, the header saves the car and shows the toast', async () => {
    window.history.pushState({}, '', `${BASE}/about-us`);
    window.sessionStorage.setItem(
      'pending-save:bayside-motors',
      JSON.stringify({ car: { id: 4101, name: 'Car 4101' }, returnPath: `${BASE}/about-us`, until: Date.now() + 60_000 }),
    );
    site.others[`${BASE}/api/watchlist`] = [{ status: 200, body: { phone_number: '+61412345678', items: [] } }];
    site.others[`${BASE}/api/watchlist/save-car`] = [{ status: 200, body: { success: true } }];
    renderOnPage(header, headerDefaults, withWatchlist());
    expect(await screen.findByRole('status')).toHaveTextContent('Car Saved In WatchlistCar 4101 is now in your watchlist.');
    expect(await screen.findByRole('link', { name: 'Watchlist, 1 car' })).toBeInTheDocument();
  });
});
