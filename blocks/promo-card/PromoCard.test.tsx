import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, TEST_NOW, testSiteContext } from '../kit/test-support/site-context';
import promoCard from './index';

const BASE = '/sites/bayside-motors';

describe('promo card block', () => {
  it('shows its own title, text, picture and button, named by the title', () => {
    renderBlock(promoCard, {
      title: 'Free tinting',
      text: 'On every new car this month.',
      image: { url: 'https://cdn.baysidemotors.com.au/tint.jpg', alt: 'A car with tinted windows' },
      href: '/special-offers',
      cta: 'Claim it',
    });
    const card = screen.getByRole('article', { name: 'Free tinting' });
    expect(card).toHaveTextContent('On every new car this month.');
    expect(screen.getByRole('img', { name: 'A car with tinted windows' })).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'Claim it' });
    expect(button).toHaveAttribute('href', `${BASE}/special-offers`);
    expect(button).toHaveAccessibleDescription('Free tinting');
  });

  it('asks for a library picture no wider than a card needs', () => {
    const id = 'abcdefabcdefabcdefabcdefabcdefab';
    renderBlock(promoCard, { title: 'Free tinting', image: { url: `/uploads/${id}`, alt: 'Tinted windows' } });
    const picture = screen.getByRole('img', { name: 'Tinted windows' });
    expect(picture).toHaveAttribute('src', `${BASE}/uploads/${id}?w=960`);
    expect(picture.getAttribute('srcset')).not.toContain('1280w');
  });

  it('shows the promotion it refers to instead of its own words', () => {
    renderBlock(promoCard, { title: 'Not this', promotionId: 'eofy-sale' });
    expect(screen.getByRole('heading', { name: 'End of financial year sale' })).toBeInTheDocument();
    expect(screen.queryByText('Not this')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A row of demo SUVs on the showroom floor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', `${BASE}/eofy`);
  });

  it('falls back to its own link when the promotion has none', () => {
    renderBlock(promoCard, { promotionId: 'spring-launch', href: '/special-offers' }, { site: testSiteContext({ now: new Date('2026-09-10T00:00:00Z') }) });
    expect(screen.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', `${BASE}/special-offers`);
  });

  describe('spec: promo cards respect start and expiry dates', () => {
    it('renders from the instant its own start comes', () => {
      const { output } = renderBlock(promoCard, { title: 'Starts now', start: TEST_NOW });
      expect(output).not.toBeNull();
      expect(screen.getByRole('article', { name: 'Starts now' })).toBeInTheDocument();
    });

    it('renders nothing before its start', () => {
      const { output } = renderBlock(promoCard, { title: 'Later', start: '2026-06-15T02:00:00.001Z' });
      expect(output).toBeNull();
    });

    it('renders nothing from the instant it expires', () => {
      const { output } = renderBlock(promoCard, { title: 'Over', expiry: TEST_NOW });
      expect(output).toBeNull();
    });

    it('renders nothing when its promotion has expired or not yet started', () => {
      expect(renderBlock(promoCard, { promotionId: 'summer-clearance' }).output).toBeNull();
      expect(renderBlock(promoCard, { promotionId: 'spring-launch' }).output).toBeNull();
    });

    it("renders nothing when its promotion is live but the card's own window has closed", () => {
      expect(renderBlock(promoCard, { promotionId: 'free-service', expiry: '2026-06-01T00:00:00Z' }).output).toBeNull();
    });

    it('renders nothing when its promotion is no longer in the document', () => {
      expect(renderBlock(promoCard, { promotionId: 'deleted-offer' }).output).toBeNull();
    });
  });
});
