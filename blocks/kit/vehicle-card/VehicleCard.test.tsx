import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../../runtime/render/contrast';
import { vehicleLeadMessage } from '../../../runtime/rules/vehicle-lead-message';
import { TEST_NOW } from '../test-support/site-context';
import { comingSoonHilux, corolla, daysBeforeTestNow, rav4Offer, soldCx5, subscriptionYaris } from '../test-support/cars';
import { BADGE_BACKGROUNDS } from './card-badges';
import { VEHICLE_CARD_BUTTONS } from './card-buttons';
import { renderCard, siteWith } from './test-support/render-card';
import { CARD_CLASSES as classes } from './card-classes';

const BASE = '/sites/bayside-motors';
const COROLLA = '2024 Toyota Corolla SX';

function card(name = COROLLA) {
  return screen.getByRole('article', { name });
}

function buttonLabels() {
  return [...document.querySelectorAll('[data-button]')].map((button) => button.textContent);
}

beforeEach(() => window.localStorage.clear());

describe('vehicle card', () => {
  it("is an article named by its heading, the car's name linking to the vehicle page", () => {
    renderCard(corolla(), { headingLevel: 3 });
    const heading = within(card()).getByRole('heading', { level: 3, name: COROLLA });
    expect(within(heading).getByRole('link', { name: COROLLA })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101`);
  });

  it('shows the photo named by the car and its colour, loaded lazily in a fixed 4:3 frame', () => {
    renderCard(corolla());
    const photo = screen.getByRole('img', { name: '2024 Toyota Corolla SX, Glacier White' });
    expect(photo).toHaveAttribute('src', 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
    // The frame's shape is the stylesheet's; tests/browser/vehicle-cards.test.ts measures it.
    expect(photo.parentElement).toHaveClass(classes.photo);
  });

  it('LCP on phones: the first card of a results page fetches its photo at once and first, not lazily', () => {
    renderCard(corolla(), { firstOnPage: true });
    const photo = screen.getByRole('img', { name: '2024 Toyota Corolla SX, Glacier White' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a neutral placeholder in the same frame when the car has no photo yet', () => {
    renderCard(comingSoonHilux());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = screen.getByText('No photo yet');
    expect(placeholder.parentElement).toHaveClass(classes.photo);
  });

  it('lists odometer, fuel, gearbox and where the car is', () => {
    renderCard(corolla());
    const facts = within(card())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual(['12,345 km', 'Hybrid Petrol', 'Automatic', 'Brighton']);
  });

  describe('spec (detail §4): price display priority', () => {
    it('shows the normal price with how it is quoted', () => {
      renderCard(corolla());
      expect(card()).toHaveTextContent('$34,990');
      expect(card()).toHaveTextContent('Excl. Govt. Charges');
    });

    it('shows a subscription price per week first, even with a normal price', () => {
      renderCard(subscriptionYaris());
      const article = card('2026 Toyota Yaris Cross GXL');
      expect(article).toHaveTextContent('$219/week');
      expect(article).not.toHaveTextContent('$36,490');
    });

    it('shows an offer price with the earlier price struck through, named Was and Now', () => {
      renderCard(rav4Offer());
      const article = card('2025 Toyota RAV4 GX Hybrid');
      const struck = article.querySelector('s');
      expect(struck).toHaveTextContent('Was $49,990');
      expect(article).toHaveTextContent('Now $45,990');
    });

    it('shows a reduced price (before_price above price) struck through as well', () => {
      renderCard(corolla({ price: 32_990, before_price: 34_990 }));
      expect(card().querySelector('s')).toHaveTextContent('$34,990');
      expect(card()).toHaveTextContent('Now $32,990');
    });

    it('shows a normal price of 11 (normal price only when over 10)', () => {
      renderCard(corolla({ price: 11 }));
      expect(card()).toHaveTextContent('$11');
    });

    it("shows the dealer's no-price text for a price of 10", () => {
      renderCard(corolla({ price: 10 }), { site: siteWith({ texts: { noPrice: "Call us for today's price" } }) });
      expect(card()).toHaveTextContent("Call us for today's price");
      expect(card()).not.toHaveTextContent('$10');
      expect(card()).not.toHaveTextContent('Excl. Govt. Charges');
    });

    it('shows PREORDER for a car without a price on preorder', () => {
      renderCard(comingSoonHilux());
      expect(card('2026 Toyota HiLux SR5')).toHaveTextContent('PREORDER');
    });

    it('shows the default no-price text "Enquire for price." when the dealer keeps it', () => {
      renderCard(comingSoonHilux({ preorder: false }));
      expect(card('2026 Toyota HiLux SR5')).toHaveTextContent('Enquire for price.');
    });
  });

  describe('spec (search §4, §9): New tag for cars created within the last 8 days', () => {
    it("shows the dealer's new-arrival text for a car created exactly 8 days ago", () => {
      renderCard(corolla({ created_at: daysBeforeTestNow(8) }), { site: siteWith({ texts: { newArrival: 'Fresh in' } }) });
      expect(within(card()).getByText('Fresh in')).toBeInTheDocument();
    });

    it('shows the default "New Arrival" for a car created 3 days ago', () => {
      renderCard(rav4Offer());
      expect(within(card('2025 Toyota RAV4 GX Hybrid')).getByText('New Arrival')).toBeInTheDocument();
    });

    it('shows no New tag one millisecond past 8 days, nor at 9 days', () => {
      const eightDaysAndAMillisecond = new Date(Date.parse(TEST_NOW) - 8 * 86_400_000 - 1).toISOString();
      renderCard(corolla({ created_at: eightDaysAndAMillisecond }), { id: 'a' });
      renderCard(corolla({ created_at: daysBeforeTestNow(9), id: 4109, name: 'Nine days old' }), { id: 'b' });
      expect(screen.queryByText('New Arrival')).not.toBeInTheDocument();
    });

    it('counts from the time it is given', () => {
      renderCard(corolla({ created_at: daysBeforeTestNow(9) }), { now: new Date(daysBeforeTestNow(2)) });
      expect(within(card()).getByText('New Arrival')).toBeInTheDocument();
    });
  });

  describe('badges', () => {
    it('spec (detail §4): a sold car is tagged Just Sold', () => {
      renderCard(soldCx5());
      expect(within(card('2021 Mazda CX-5 Maxx Sport')).getByText('Just Sold')).toBeInTheDocument();
      expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    });

    it('tags a reserved car Reserved and a certified car Certified', () => {
      renderCard(corolla({ reserved: true, certified: true }));
      expect(within(card()).getByText('Reserved')).toBeInTheDocument();
      expect(within(card()).getByText('Certified')).toBeInTheDocument();
    });

    it('spec search §3: a coming-soon car says Coming Soon, not New Arrival (it has not arrived), and has no Reserve button', () => {
      renderCard(comingSoonHilux({ created_at: daysBeforeTestNow(1), price: 40_000 }), { site: siteWith({ settings: { reserveOnline: { enabled: true } } }) });
      const hilux = card('2026 Toyota HiLux SR5');
      expect(within(hilux).getByText('Coming Soon').closest('[data-badge]')).toHaveAttribute('data-badge', 'coming-soon');
      expect(within(hilux).queryByText('New Arrival')).not.toBeInTheDocument();
      expect(within(hilux).queryByRole('link', { name: /^Reserve/ })).not.toBeInTheDocument();
    });

    it('one certified badge: a car flagged certified and tagged Toyota Certified Pre-Owned shows the tag alone', () => {
      renderCard(corolla({ certified: true, tag: 'Toyota Certified Pre-Owned' }));
      const badges = [...card().querySelectorAll('[data-badge]')].map((badge) => badge.textContent);
      expect(badges).toEqual(['Toyota Certified Pre-Owned']);
    });

    it("spec (detail §3): shows the car's own tag, e.g. Test Drive Only", () => {
      renderCard(rav4Offer());
      expect(within(card('2025 Toyota RAV4 GX Hybrid')).getByText('Test Drive Only')).toBeInTheDocument();
    });

    it('shows no badge for a plain car in stock', () => {
      renderCard(corolla());
      expect(card().querySelector('[data-badge]')).toBeNull();
    });

    it('keeps white badge text readable on every badge colour (WCAG AA)', () => {
      for (const [kind, background] of Object.entries(BADGE_BACKGROUNDS)) {
        expect(contrastRatio('#ffffff', background), kind).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    });
  });

  describe('spec (detail §4, §9): the reserve button shows only when the car is reservable', () => {
    it('links Reserve Now to the checkout for an in-stock car priced 201', () => {
      renderCard(corolla({ price: 201 }));
      expect(screen.getByRole('link', { name: `Reserve Now, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/checkout`);
    });

    it('shows no reserve button at a price of 200', () => {
      renderCard(corolla({ price: 200 }), { buttons: ['reserve', 'reserve-this-car'] });
      expect(screen.queryByRole('link', { name: /^Reserve/ })).not.toBeInTheDocument();
    });

    it.each([
      ['reserved', corolla({ reserved: true })],
      ['sold', soldCx5()],
      ['coming soon', corolla({ status: 'coming_soon' })],
    ])('shows no reserve button for a %s car', (_state, car) => {
      renderCard(car, { buttons: ['reserve', 'reserve-this-car'] });
      expect(screen.queryByRole('link', { name: /^Reserve/ })).not.toBeInTheDocument();
    });

    it('shows no reserve button when the dealer has online reservation off', () => {
      renderCard(corolla(), { site: siteWith({ settings: { reserveOnline: { enabled: false } } }) });
      expect(screen.queryByRole('link', { name: /^Reserve/ })).not.toBeInTheDocument();
    });

    it('goes to buy-online for dealers that use it, and words Reserve This Car as asked', () => {
      renderCard(corolla(), { buttons: ['reserve-this-car'], site: siteWith({ settings: { reserveOnline: { route: 'buy-online' } } }) });
      expect(screen.getByRole('link', { name: `Reserve This Car, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/buy-online`);
    });
  });

  describe('spec (detail §2): Find Me Something Similar for vehicles not in stock or not reservable — the search for the same make, model and body in the price band (similar-search.ts)', () => {
    it('offers it for a sold car', () => {
      renderCard(soldCx5(), { buttons: ['view-details', 'find-similar'] });
      expect(screen.getByRole('link', { name: 'Find Me Something Similar, 2021 Mazda CX-5 Maxx Sport' })).toHaveAttribute(
        'href',
        `${BASE}/search/mazda/cx-5?price=25000:38000&body=suv`,
      );
    });

    it('offers it for an in-stock car that is not reservable (price 200)', () => {
      renderCard(corolla({ price: 200 }), { buttons: ['find-similar'] });
      expect(screen.getByRole('link', { name: `Find Me Something Similar, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/search/toyota/corolla?price=0:1000&body=hatch`);
    });

    it('does not offer it for a car that can be reserved (price 201)', () => {
      renderCard(corolla({ price: 201 }), { buttons: ['find-similar'] });
      expect(screen.queryByRole('link', { name: /Find Me Something Similar/ })).not.toBeInTheDocument();
    });
  });

  describe('spec (detail §5): history button only when a file exists', () => {
    it("links Car History Report to the car's file, marked as another site", () => {
      renderCard(rav4Offer(), { buttons: ['history-report'] });
      const report = screen.getByRole('link', { name: 'Car History Report, 2025 Toyota RAV4 GX Hybrid' });
      expect(report).toHaveAttribute('href', 'https://reports.example.com/history/JTMW1RFV10D012346.pdf');
      expect(report).toHaveAttribute('rel', 'noopener');
    });

    it('shows no history button without a file', () => {
      renderCard(corolla(), { buttons: ['history-report'] });
      expect(screen.queryByRole('link', { name: /Car History Report/ })).not.toBeInTheDocument();
    });
  });

  describe("spec (detail §9): finance button in the dealer's words", () => {
    it("uses the dealer's finance text and the dealer's finance route with the car id", () => {
      renderCard(corolla(), { buttons: ['get-finance'], site: siteWith({ texts: { financeButton: 'Apply for Finance' }, settings: { routes: { finance: '/finance-enquiry' } } }) });
      expect(screen.getByRole('link', { name: `Apply for Finance, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/finance-enquiry?car_id=4101`);
    });

    it('says Get Finance by default', () => {
      renderCard(corolla(), { buttons: ['get-finance'] });
      expect(screen.getByRole('link', { name: `Get Finance, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/finance?car_id=4101`);
    });
  });

  describe('spec (detail §5): trade-in button only when allowed', () => {
    it("links to the dealer's trade-in route with the car id", () => {
      renderCard(corolla(), { buttons: ['trade-in'], site: siteWith({ settings: { routes: { tradeIn: '/sell-my-car' } } }) });
      expect(screen.getByRole('link', { name: `Trade-in Valuation, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/sell-my-car?car_id=4101`);
    });

    it('shows no trade-in button when the dealer has trade-in off', () => {
      renderCard(corolla(), { buttons: ['trade-in'], site: siteWith({ settings: { tradeIn: { enabled: false } } }) });
      expect(screen.queryByRole('link', { name: /Trade-in/ })).not.toBeInTheDocument();
    });
  });

  it('spec detail §2: from a card too, Enquire and Book a Test Drive open their form in a dialog about the car', async () => {
    renderCard(corolla(), { buttons: ['enquire', 'book-test-drive'] });
    fireEvent.click(screen.getByRole('link', { name: `Enquire, ${COROLLA}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enquire: ${COROLLA}` });
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(vehicleLeadMessage('enquiry', COROLLA, corolla().stocknum));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('link', { name: `Book a Test Drive, ${COROLLA}` }));
    expect(await screen.findByRole('dialog', { name: `Book a test drive: ${COROLLA}` })).toBeInTheDocument();
  });

  it('links the enquiry and test-drive buttons to the enquiry form and the test-drive booking, about the car', () => {
    renderCard(corolla(), { buttons: ['view-details', 'explore-vehicle', 'quick-enquiry', 'enquire', 'book-test-drive'] });
    expect(screen.getByRole('link', { name: `View Details, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101`);
    expect(screen.getByRole('link', { name: `Explore Vehicle, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101`);
    expect(screen.getByRole('link', { name: `Quick Enquiry, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/enquiry?car_id=4101`);
    expect(screen.getByRole('link', { name: `Enquire, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/enquiry?car_id=4101`);
    expect(screen.getByRole('link', { name: `Book a Test Drive, ${COROLLA}` })).toHaveAttribute('href', `${BASE}/book-test-drive?car_id=4101`);
  });

  it('shows the buttons in the order asked for, compact: the first standing out, the others sharing a row', () => {
    renderCard(corolla(), { buttons: ['get-finance', 'view-details', 'reserve'] });
    expect(buttonLabels()).toEqual(['Get Finance', 'View Details', 'Reserve Now']);
    expect(document.querySelector('[data-button="get-finance"]')).toHaveAttribute('data-variant', 'filled');
    const second = document.querySelector('[data-button="view-details"]') as HTMLElement;
    const third = document.querySelector('[data-button="reserve"]') as HTMLElement;
    expect(second).toHaveAttribute('data-variant', 'default');
    expect(second.parentElement).toBe(third.parentElement);
    expect(second.parentElement).not.toBe((document.querySelector('[data-button="get-finance"]') as HTMLElement).parentElement);
  });

  it('can show every kind of button for a car that qualifies for them all but one', () => {
    renderCard(rav4Offer({ car_type: 'used' }), { buttons: VEHICLE_CARD_BUTTONS });
    // A reservable car is not offered something similar.
    expect(buttonLabels()).toHaveLength(VEHICLE_CARD_BUTTONS.length - 1);
  });

  it("names each card's buttons after its car, so repeated buttons stay unique for screen readers", () => {
    renderCard(corolla(), { id: 'one' });
    renderCard(soldCx5(), { id: 'two' });
    expect(screen.getAllByRole('link', { name: `View Details, ${COROLLA}` })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View Details, 2021 Mazda CX-5 Maxx Sport' })).toHaveLength(1);
    expect(screen.getAllByText('View Details')).toHaveLength(2);
  });

  describe('spec (search §4, §6): the save button', () => {
    it('a dealer with favourites and a watchlist shows one Save button on a card, not a heart and a bookmark', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ phone_number: null, items: [] })),
      );
      renderCard(corolla(), { site: siteWith({ settings: { watchlist: { enabled: true } } }) });
      const save = within(card()).getByRole('button', { name: `Save ${COROLLA} to favourites` });
      await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'false'));
      expect(within(card()).getAllByRole('button', { name: /^Save / })).toHaveLength(1);
      vi.unstubAllGlobals();
    });

    it('shows an unpressed heart on a car that may be saved', () => {
      renderCard(corolla());
      expect(within(card()).getByRole('button', { name: `Save ${COROLLA} to favourites` })).toHaveAttribute('aria-pressed', 'false');
    });

    it('shows no heart on a sold car that is not saved', () => {
      renderCard(soldCx5());
      expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    });

    it('keeps the heart on a sold car that is already saved, pressed', () => {
      const cx5 = soldCx5();
      window.localStorage.setItem('favourites:bayside-motors', JSON.stringify([{ id: cx5.id, name: cx5.name, slug: cx5.slug, make: cx5.make, model: cx5.model }]));
      renderCard(cx5);
      expect(screen.getByRole('button', { name: 'Save 2021 Mazda CX-5 Maxx Sport to favourites' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('shows no heart when the dealer has favourites off', () => {
      renderCard(corolla(), { site: siteWith({ settings: { favourites: { enabled: false } } }) });
      expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    });

    it('shows no heart on a new car where the dealer saves only used cars with a price and photos', () => {
      renderCard(subscriptionYaris(), { site: siteWith({ settings: { favourites: { usedWithPriceAndImagesOnly: true } } }) });
      expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    });
  });
});

describe('vehicle card: phone and compare', () => {
  describe('spec search §4: the phone, masked after five characters until revealed', () => {
    const send = vi.fn(async () => Response.json({ recorded: true, car_id: 4101, reveals: 1 }, { status: 201 }));
    beforeEach(() => vi.stubGlobal('fetch', send));
    afterEach(() => {
      vi.unstubAllGlobals();
      send.mockClear();
    });

    it("shows the dealer's override number for the car, masked, then revealed on click and recorded (spec search §7)", () => {
      renderCard(corolla());
      expect(card()).toHaveTextContent('(03) XXXX XXXX');
      fireEvent.click(within(card()).getByRole('button', { name: `Show number: ${COROLLA}` }));
      expect(within(card()).getByRole('link', { name: `Call ${COROLLA} on (03) 9555 0100` })).toHaveAttribute('href', 'tel:0395550100');
      expect(send).toHaveBeenCalledWith(
        `${BASE}/api/phone-reveals`,
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ car_id: 4101, dealership_id: 101, website_id: 7 }) }),
      );
    });

    it("spec detail §9: uses the number for the car's type when the dealer has no override", () => {
      const site = siteWith();
      site.document.dealer.phones = { new: '03 9555 0111', used: '03 9555 0122' };
      renderCard(corolla(), { site });
      expect(card()).toHaveTextContent('03 95XX XXXX');
      fireEvent.click(within(card()).getByRole('button', { name: /Show number/ }));
      expect(within(card()).getByRole('link', { name: /03 9555 0122/ })).toBeInTheDocument();
    });

    it('shows no phone on cards where the dealer has phone reveal off', () => {
      renderCard(corolla(), { site: siteWith({ settings: { phoneReveal: { enabled: false } } }) });
      expect(screen.queryByRole('button', { name: /Show number/ })).not.toBeInTheDocument();
      expect(card()).not.toHaveTextContent('9555');
    });
  });

  describe('spec search §6: compare only where the dealer enables it and only for available cars', () => {
    const withCompare = () => siteWith({ settings: { compare: { enabled: true } } });

    it('offers Compare on an available car where the dealer has compare on', () => {
      renderCard(corolla(), { site: withCompare() });
      // A checkbox, as marketplaces have it: the car is in the comparison or not.
      expect(within(card()).getByRole('checkbox', { name: `Compare ${COROLLA}` })).not.toBeChecked();
    });

    it('offers no Compare where the dealer has compare off', () => {
      renderCard(corolla());
      expect(screen.queryByRole('checkbox', { name: /^Compare/ })).not.toBeInTheDocument();
    });

    it('offers no Compare on a sold car', () => {
      renderCard(soldCx5(), { site: withCompare() });
      expect(screen.queryByRole('checkbox', { name: /^Compare/ })).not.toBeInTheDocument();
    });

    it('offers no Compare on a new car where the dealer allows only used cars with a price and photos', () => {
      const site = siteWith({ settings: { compare: { enabled: true }, favourites: { usedWithPriceAndImagesOnly: true } } });
      renderCard(subscriptionYaris(), { site, id: 'new' });
      renderCard(corolla(), { site, id: 'used' });
      expect(screen.queryByRole('checkbox', { name: /^Compare 2026/ })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: `Compare ${COROLLA}` })).toBeInTheDocument();
    });
  });

  it('spec detail §2: offers Find Me Something Similar for a car coming soon (not in stock)', () => {
    renderCard(comingSoonHilux(), { buttons: ['find-similar'] });
    expect(screen.getByRole('link', { name: 'Find Me Something Similar, 2026 Toyota HiLux SR5' })).toHaveAttribute('href', `${BASE}/search/toyota/hilux?body=ute`);
  });
});
