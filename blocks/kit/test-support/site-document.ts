import type { SiteDocument } from '../../../schemas/site-document';

/**
 * A small dealer site with every section filled as ajv's defaults would fill
 * it, and promotions either side of the fixed test time.
 */
export const TEST_NOW = '2026-06-15T02:00:00.000Z';

export function testSiteDocument(): SiteDocument {
  return {
    schemaVersion: 1,
    dealer: {
      slug: 'bayside-motors',
      name: 'Bayside Motors',
      template: 'dealer-group',
      dealershipIds: [101, 102],
      websiteId: 7,
      domains: ['www.baysidemotors.com.au'],
      logo: { url: 'https://cdn.baysidemotors.com.au/logo.svg', alt: '' },
      phones: { override: '(03) 9555 0100', new: '03 9555 0111', used: '03 9555 0122', demo: '+61 3 9555 0133' },
      social: {
        facebook_url: 'https://www.facebook.com/baysidemotors',
        instagram_url: 'https://www.instagram.com/baysidemotors',
      },
      manufacturers: ['toyota', 'mazda'],
    },
    settings: {
      favourites: { enabled: true, usedWithPriceAndImagesOnly: false },
      compare: { enabled: false },
      watchlist: { enabled: false },
      phoneReveal: { enabled: true },
      reserveOnline: { enabled: true, depositDollars: 200, holdHours: 48, route: 'checkout' },
      onlinePurchase: { enabled: false },
      finance: { providers: ['weekly'], excluded: false, defaultInterestRate: 8.5, personalisedFinance: false },
      tradeIn: { enabled: true },
      captcha: { enabled: true },
      forms: { messageRequired: true, locationChoice: false },
      leadDelivery: { emails: [] },
      serviceBooking: { label: 'Enquire Now' },
      termsCheckbox: { required: false },
      gatedRoutes: [],
      analytics: { id: 'G-BAYSIDE123' },
      includeSoldCarsDays: 3,
      searchVisibility: { minImageCount: 0, inStockOnly: false, excludePriceZeroFromPriceSort: false },
      makeList: { mode: 'first-7', popularMakes: [] },
      callToActionPosition: 30,
      routes: { finance: '/finance', tradeIn: '/trade-in', contact: '/contact', service: '/service' },
    },
    texts: {
      noPrice: 'Enquire for price.',
      newArrival: 'New Arrival',
      financeButton: 'Get Finance',
      preApprovedCta: 'Get Pre-Approved Now',
      preApproved: 'Pre-Approved',
      dealerCommentsPending: 'Dealer comments are pending. Please check back here later.',
      notFoundTitle: 'Page not found',
      notFoundMessage: 'The page you were looking for has moved or no longer exists.',
    },
    theme: {
      primaryColor: 'blue',
      primaryShade: 8,
      palette: {},
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      radius: 'sm',
      headerBackground: '#ffffff',
      headerText: '#1a1b1e',
      footerBackground: '#1a1b1e',
      footerText: '#f1f3f5',
    },
    navigation: {
      header: [
        { label: 'Home', href: '/' },
        {
          label: 'Vehicles',
          children: [
            { label: 'Corolla', href: '/search/toyota/corolla' },
            { label: 'RAV4', href: '/search/toyota/rav4' },
            { label: 'CX-5', href: '/search/mazda/cx-5' },
          ],
        },
        { label: 'Our Stock', href: '/search/new-used-and-demo-cars' },
        { label: 'Offers', href: '/special-offers' },
        { label: 'Service and Parts', href: '/service' },
        { label: 'Finance', href: '/finance' },
      ],
      more: [
        { label: 'Sell My Car', href: '/sell-my-car' },
        { label: 'Fleet', href: '/fleet' },
        { label: 'Careers', href: '/careers' },
        { label: 'About Us', href: '/about-us' },
        { label: 'Contact Us', href: '/contact' },
        { label: 'Terms And Conditions', href: '/terms-and-conditions' },
      ],
      footer: [
        {
          title: 'Vehicles',
          links: [
            { label: 'New cars', href: '/search/new-cars' },
            { label: 'Used cars', href: '/search/used-cars' },
            { label: 'Demo cars', href: '/search/demo-cars' },
          ],
        },
        {
          title: 'Buyer Tools',
          links: [
            { label: 'Finance', href: '/finance' },
            { label: 'Trade-in', href: '/trade-in' },
          ],
        },
        {
          title: 'Servicing and Parts',
          links: [
            { label: 'Book a service', href: '/service' },
            { label: 'Roadside assist', href: 'https://roadside.example.com/assist' },
          ],
        },
      ],
    },
    promotions: [
      {
        id: 'summer-clearance',
        title: 'Summer clearance',
        text: 'Ended in February.',
        cta: 'Find out more',
        href: '/special-offers',
        start: '2026-01-01T00:00:00Z',
        expiry: '2026-03-01T00:00:00Z',
        position: 1,
      },
      {
        id: 'eofy-sale',
        title: 'End of financial year sale',
        text: 'Drive away pricing on every demo car until 30 June.',
        image: { url: 'https://cdn.baysidemotors.com.au/eofy.jpg', alt: 'A row of demo SUVs on the showroom floor' },
        cta: 'See the offers',
        href: '/eofy',
        start: '2026-06-01T00:00:00+10:00',
        expiry: '2026-07-01T00:00:00+10:00',
        position: 2,
      },
      {
        id: 'free-service',
        title: 'First service on us',
        text: 'Buy any used car this month and we pay for its first service.',
        image: { url: 'https://cdn.baysidemotors.com.au/service.jpg', alt: 'A technician checking a car on a hoist' },
        cta: 'Find out more',
        href: '/service',
        position: 5,
      },
      {
        id: 'spring-launch',
        title: 'Spring launch',
        text: 'Starts in September.',
        cta: 'Find out more',
        start: '2026-09-01T00:00:00+10:00',
        position: 3,
      },
    ],
    layout: {
      header: [{ id: 'site-header', type: 'header', props: {} }],
      footer: [{ id: 'site-footer', type: 'footer', props: {} }],
    },
    pages: [
      {
        id: 'home',
        path: '/',
        title: 'Bayside Motors',
        seo: { noindex: false },
        layout: true,
        blocks: [{ id: 'home-hero', type: 'hero-banner', props: {} }],
      },
    ],
  };
}
