import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../runtime/render/contrast';
import { vehicleLeadMessage } from '../../runtime/rules/vehicle-lead-message';
import type { Car } from '../../schemas/entities/car';
import { comingSoonHilux, corolla, rav4Offer, soldCx5, subscriptionYaris } from '../kit/test-support/cars';
import { renderBlock } from '../kit/test-support/site-context';
import { vehiclePageSite } from '../kit/vehicle/test-support/vehicle-page-site';
import type { SettingsChange } from '../kit/vehicle-card/test-support/render-card';
import vehiclePanel from './index';
import type { VehiclePanelProps } from './schema';
import { MARKET_PRICE_BADGE_BACKGROUND } from './VehiclePanel';

const BASE = '/sites/bayside-motors';

function renderPanel(car: Car | undefined, { settings, texts, mode, props = {} }: Parameters<typeof vehiclePageSite>[1] & { props?: Partial<VehiclePanelProps> } = {}) {
  return renderBlock(vehiclePanel, props, { site: vehiclePageSite(car, { settings, texts, mode }) });
}

const actionList = () => screen.getByRole('list', { name: 'Next steps' });
const actionKinds = () => [...actionList().querySelectorAll('[data-action]')].map((element) => element.getAttribute('data-action'));
const link = (name: string) => screen.getByRole('link', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('vehicle panel block', () => {
  describe('without a car (put on another page)', () => {
    it('shows a shopper nothing', () => {
      renderPanel(undefined);
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('tells the marketer in the editor where it belongs', () => {
      renderPanel(undefined, { mode: 'editor' });
      expect(screen.getByRole('note')).toHaveTextContent('Vehicle panel shows the car of a vehicle page.');
    });
  });

  it("names the car by year, make, model and badge in the page's one h1, other headings below it", () => {
    renderPanel(soldCx5());
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['2021 Mazda CX-5 Maxx Sport']);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2]);
    expect(screen.getByRole('region', { name: '2021 Mazda CX-5 Maxx Sport' })).toBeInTheDocument();
  });

  describe('spec detail §4 price display priority', () => {
    it('shows the price with its price_type under it', () => {
      const { container } = renderPanel(corolla());
      expect(container.querySelector('[data-price-kind]')).toHaveAttribute('data-price-kind', 'price');
      expect(screen.getByText('$34,990')).toBeVisible();
      expect(container.querySelector('[data-price-type]')).toHaveTextContent('Excl. Govt. Charges');
    });

    it('shows a subscription first, with the week suffix (search §9)', () => {
      renderPanel(subscriptionYaris());
      expect(screen.getByText('$219/week')).toBeInTheDocument();
      expect(screen.queryByText('$36,490')).not.toBeInTheDocument();
    });

    it('shows an offer with the earlier price struck through, read out as Was and Now', () => {
      const { container } = renderPanel(rav4Offer());
      expect(container.querySelector('s')).toHaveTextContent('Was $49,990');
      expect(container.querySelector('[data-price-kind="offer"]')).toHaveTextContent('Now $45,990');
      expect(container.querySelector('[data-price-type]')).toHaveTextContent('Drive Away');
    });

    it('shows PREORDER for a preorder car with no shown price, without a price_type', () => {
      const { container } = renderPanel(comingSoonHilux());
      expect(screen.getByText('PREORDER')).toBeInTheDocument();
      expect(container.querySelector('[data-price-type]')).toBeNull();
    });

    it("shows the dealer's no-price text for a price of 10, the price at 11", () => {
      const { unmount } = renderPanel(corolla({ price: 10 }), { texts: { noPrice: 'Call us for a price' } });
      expect(screen.getByText('Call us for a price')).toBeInTheDocument();
      unmount();
      renderPanel(corolla({ price: 11 }));
      expect(screen.getByText('$11')).toBeInTheDocument();
    });
  });

  describe('spec detail §5 market-price badge: price below the average market price by more than 499', () => {
    it('shows at 500 below, with the average', () => {
      const { container } = renderPanel(corolla({ autograb_data: { average_market_price: 35_490 } }));
      expect(container.querySelector('[data-market-price]')).toHaveTextContent('Below Market Price');
      expect(container.querySelector('[data-market-price]')).toHaveTextContent('Average market price $35,490');
    });

    it('does not show at 499 below', () => {
      const { container } = renderPanel(corolla({ autograb_data: { average_market_price: 35_489 } }));
      expect(container.querySelector('[data-market-price]')).toBeNull();
      expect(screen.queryByText('Below Market Price')).not.toBeInTheDocument();
    });

    it('uses the marketer’s words, on a background white text can be read on', () => {
      renderPanel(corolla({ autograb_data: { average_market_price: 40_000 } }), { props: { marketPriceBadge: 'Great price' } });
      expect(screen.getByText('Great price')).toBeInTheDocument();
      expect(contrastRatio('#ffffff', MARKET_PRICE_BADGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });
  });

  it('lists the key facts: kilometres, transmission, fuel, body, engine', () => {
    renderPanel(corolla());
    const section = screen.getByRole('region', { name: 'At a Glance' });
    const terms = [...section.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Kilometres: 12,345 km', 'Transmission: CVT Automatic', 'Fuel: Hybrid Petrol', 'Body: Hatch', 'Engine: 1.8L']);
  });

  describe('tags', () => {
    it('shows New Arrival, Certified and the dealer tag (Test Drive Only) of a new certified demo', () => {
      const { container } = renderPanel(rav4Offer());
      expect([...container.querySelectorAll('[data-badge]')].map((tag) => tag.textContent)).toEqual(['New Arrival', 'Certified', 'Test Drive Only']);
    });

    it('shows a Toyota Certified Pre-Owned tag', () => {
      const { container } = renderPanel(corolla({ tag: 'Toyota Certified Pre-Owned' }));
      expect([...container.querySelectorAll('[data-badge]')].map((tag) => tag.textContent)).toEqual(['Toyota Certified Pre-Owned']);
    });

    it('shows Just Sold on a sold car (detail §4)', () => {
      const { container } = renderPanel(soldCx5());
      expect([...container.querySelectorAll('[data-badge]')].map((tag) => tag.textContent)).toEqual(['Just Sold']);
    });
  });

  describe('spec detail §2/§4: a sold car shows SOLD with an offer to find a similar one', () => {
    it('shows SOLD and links to the same make, model and body within 20% of the price', () => {
      renderPanel(soldCx5());
      const notice = screen.getByRole('region', { name: 'SOLD' });
      expect(within(notice).getByRole('heading', { level: 2, name: 'SOLD' })).toBeInTheDocument();
      expect(within(notice).getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute('href', `${BASE}/search/mazda/cx-5?price=25000:38000&body=suv`);
    });

    it.each(['sold', 'others'] as const)('shows SOLD for status %s, which is not available', (status) => {
      renderPanel(corolla({ status }));
      expect(screen.getByRole('region', { name: 'SOLD' })).toBeInTheDocument();
    });

    it.each([corolla(), comingSoonHilux()])('shows no SOLD notice for $status', (car) => {
      renderPanel(car);
      expect(screen.queryByRole('region', { name: 'SOLD' })).not.toBeInTheDocument();
    });

    it('shows SOLD for a car the feed flagged sold while its status still says in_stock', () => {
      renderPanel(corolla({ sold: true }));
      expect(screen.getByRole('region', { name: 'SOLD' })).toBeInTheDocument();
    });

    it('uses the marketer’s words', () => {
      renderPanel(soldCx5(), { props: { soldHeading: 'Sold out', soldText: 'Someone beat you to it.', findSimilarLabel: 'Show me others' } });
      expect(screen.getByRole('heading', { name: 'Sold out' })).toBeInTheDocument();
      expect(screen.getByText('Someone beat you to it.')).toBeInTheDocument();
      expect(link('Show me others')).toBeInTheDocument();
    });
  });

  describe('sidebar actions (detail §2), each shown by the dealer’s settings and the car', () => {
    it('offers, for an in-stock car, call, finance, enquire, test drive, trade-in, reserve and location, linked for this site', () => {
      renderPanel(corolla());
      expect(actionKinds()).toEqual(['call', 'finance', 'enquire', 'test-drive', 'trade-in', 'reserve', 'location']);
      expect(link('Get Finance')).toHaveAttribute('href', `${BASE}/finance?car_id=4101&car_type=used#finance-form`);
      expect(link('Enquire Now')).toHaveAttribute('href', `${BASE}/enquiry?car_id=4101`);
      expect(link('Book a Test Drive')).toHaveAttribute('href', `${BASE}/book-test-drive?car_id=4101`);
      expect(link('Trade-in Valuation')).toHaveAttribute('href', `${BASE}/cars/trade-in?car_id=4101`);
      expect(link('Reserve Now')).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/checkout`);
      expect(link('View Location')).toHaveAttribute('href', '#vehicle-map');
    });

    it('spec detail §2: Enquire and Book a Test Drive open their form in a dialog, about this car, with a message naming it; Escape closes it', async () => {
      renderPanel(corolla());
      fireEvent.click(link('Enquire Now'));
      const dialog = await screen.findByRole('dialog', { name: 'Enquire about this car' });
      expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveValue(vehicleLeadMessage('enquiry', '2024 Toyota Corolla SX', corolla().stocknum));
      expect(within(dialog).getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
      // About the car: no category, no dealership to choose.
      expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      fireEvent.click(link('Book a Test Drive'));
      const booking = await screen.findByRole('dialog', { name: 'Book a test drive' });
      expect(within(booking).getByRole('textbox', { name: /Message/ })).toHaveValue(vehicleLeadMessage('test-drive', '2024 Toyota Corolla SX', corolla().stocknum));
    });

    it('a click that asks for a new tab keeps the link, and a dealer that asks every form for a location sends the shopper to the form page instead', async () => {
      renderPanel(corolla());
      fireEvent.click(link('Enquire Now'), { ctrlKey: true });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      cleanup();
      renderPanel(corolla(), { settings: { forms: { locationChoice: true } } });
      expect(link('Enquire Now')).not.toHaveAttribute('aria-haspopup');
      expect(link('Enquire Now')).toHaveAttribute('href', `${BASE}/enquiry?car_id=4101`);
    });

    it('words the finance button with the dealer’s finance text (default Get Finance)', () => {
      renderPanel(corolla(), { texts: { financeButton: 'Apply for Finance' } });
      expect(link('Apply for Finance')).toBeInTheDocument();
    });

    it('masks the phone (override first) until revealed, then records the reveal', () => {
      const send = vi.fn(async () => new Response(JSON.stringify({ recorded: true }), { status: 201 }));
      vi.stubGlobal('fetch', send);
      renderPanel(corolla());
      const call = actionList().querySelector('[data-action="call"]') as HTMLElement;
      expect(call).toHaveTextContent('(03) XXXX XXXX');
      fireEvent.click(within(call).getByRole('button', { name: 'Show number: 2024 Toyota Corolla SX' }));
      expect(within(call).getByRole('link', { name: 'Call 2024 Toyota Corolla SX on (03) 9555 0100' })).toHaveAttribute('href', 'tel:0395550100');
      expect(send).toHaveBeenCalledWith(`${BASE}/api/phone-reveals`, expect.objectContaining({ method: 'POST' }));
    });

    it('shows the number in full as a call link where the dealer has phone reveal off', () => {
      renderPanel(corolla(), { settings: { phoneReveal: { enabled: false } } });
      expect(link('Call (03) 9555 0100')).toHaveAttribute('href', 'tel:0395550100');
    });

    it('reserve: shown at price 201, not at 200, nor with the dealer’s reserve option off', () => {
      const { unmount } = renderPanel(corolla({ price: 201 }));
      expect(actionKinds()).toContain('reserve');
      unmount();
      for (const [car, settings] of [
        [corolla({ price: 200 }), {}],
        [corolla(), { reserveOnline: { enabled: false } }],
      ] as [Car, SettingsChange][]) {
        const refused = renderPanel(car, { settings });
        expect(actionKinds()).not.toContain('reserve');
        refused.unmount();
      }
    });

    it('goes to buy-online for dealers set to it', () => {
      renderPanel(corolla(), { settings: { reserveOnline: { route: 'buy-online' } } });
      expect(link('Reserve Now')).toHaveAttribute('href', `${BASE}/cars/2024-toyota-corolla-sx-4101/buy-online`);
    });

    it('car history report: shown with a file, not without', () => {
      const { unmount } = renderPanel(rav4Offer());
      expect(link('Car History Report')).toHaveAttribute('href', 'https://reports.example.com/history/JTMW1RFV10D012346.pdf');
      expect(link('Car History Report')).toHaveAttribute('rel', 'noopener');
      unmount();
      renderPanel(rav4Offer({ file: undefined }));
      expect(actionKinds()).not.toContain('history-report');
    });

    it('chat: shown only with the dealer’s chat address', () => {
      renderPanel(corolla(), { settings: { chatUrl: 'https://chat.example.com/bayside' } });
      expect(link('Chat With Us')).toHaveAttribute('href', 'https://chat.example.com/bayside');
    });

    it('trade-in: left out when the dealer’s trade-in is off', () => {
      renderPanel(corolla(), { settings: { tradeIn: { enabled: false } } });
      expect(actionKinds()).not.toContain('trade-in');
    });

    it('online purchase: shown per dealer setting, to the checkout journey', () => {
      renderPanel(corolla(), { settings: { onlinePurchase: { enabled: true } } });
      expect(link('Buy Online')).toHaveAttribute('href', `${BASE}/checkout-journey?car_id=2024-toyota-corolla-sx-4101`);
    });

    it('Request More Photos: where the site has the photo request page, to it with the car; not without the page, nor for a sold car', () => {
      const withPage = (car: Car) => {
        const site = vehiclePageSite(car);
        const page = { id: 'request-photos', path: '/request-photos', title: 'Request more photos', seo: { noindex: true }, layout: true, blocks: [] };
        return { ...site, document: { ...site.document, pages: [...site.document.pages, page] } };
      };
      renderBlock(vehiclePanel, {}, { site: withPage(corolla()) });
      expect(actionKinds()).toContain('photo-request');
      expect(link('Request More Photos')).toHaveAttribute('href', `${BASE}/request-photos?car_id=4101`);
      cleanup();
      renderPanel(corolla());
      expect(actionKinds()).not.toContain('photo-request');
      cleanup();
      renderBlock(vehiclePanel, {}, { site: withPage(soldCx5()) });
      expect(actionKinds()).not.toContain('photo-request');
    });

    it('a sold car keeps call, enquire and location, and loses the buying steps', () => {
      renderPanel(soldCx5());
      expect(actionKinds()).toEqual(['call', 'enquire', 'location']);
    });

    it('shows only the buttons the marketer left on, in the marketer’s words', () => {
      renderPanel(corolla(), {
        props: {
          actions: {
            call: false,
            finance: false,
            enquire: true,
            'test-drive': false,
            'trade-in': false,
            chat: false,
            reserve: true,
            'history-report': false,
            location: false,
            'online-purchase': false,
            brochure: false,
            'photo-request': false,
          },
          buttonLabels: { enquire: 'Ask a question', reserve: 'Hold this car' } as VehiclePanelProps['buttonLabels'],
        },
      });
      expect(actionKinds()).toEqual(['enquire', 'reserve']);
      expect(link('Ask a question')).toBeInTheDocument();
      expect(link('Hold this car')).toBeInTheDocument();
    });
  });
});
