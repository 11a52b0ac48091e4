import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import { BODY_TYPES } from '../../schemas/entities/car-values';
import { renderBlock } from '../kit/test-support/site-context';
import { testSiteDocument } from '../kit/test-support/site-document';
import modelsByBody from './index';

function siteAt() {
  const document = testSiteDocument();
  const page = { ...document.pages[0], id: 'models', path: '/models' };
  return createSiteContext({ document: { ...document, pages: [...document.pages, page] }, basePath: '/sites/bayside-motors', page });
}

const SUV_MODELS = [
  { label: 'Mazda CX-5', value: 'Mazda|CX-5', count: 4 },
  { label: 'Toyota RAV4', value: 'Toyota|RAV4', count: 1 },
];

describe('models by body type', () => {
  it("spec detail §2: lists the body type's models with counts, each linking to its cars of that body", () => {
    renderBlock(modelsByBody, {}, { data: { kind: 'known', body: 'suv', models: SUV_MODELS }, site: siteAt() });
    expect(screen.getByRole('heading', { level: 1, name: 'SUV models' })).toBeInTheDocument();
    const cx5 = screen.getByRole('link', { name: 'Mazda CX-5 (4 cars)' });
    expect(cx5).toHaveAttribute('href', '/sites/bayside-motors/search?make_model=Mazda%7CCX-5&body=suv');
    expect(screen.getByRole('link', { name: 'Toyota RAV4 (1 car)' })).toBeInTheDocument();
  });

  it('links to every body type, marking the one shown', () => {
    renderBlock(modelsByBody, {}, { data: { kind: 'known', body: 'cabChassis', models: [] }, site: siteAt() });
    const nav = screen.getByRole('navigation', { name: 'Body types' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(BODY_TYPES.length);
    const current = within(nav).getByRole('link', { name: 'Cab chassis' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/sites/bayside-motors/models?body=cabChassis');
    expect(within(nav).getByRole('link', { name: '4x4' })).toHaveAttribute('href', '/sites/bayside-motors/models?body=4x4');
  });

  it('says plainly that a body type is unknown, quoting it, and offers the real ones', () => {
    renderBlock(modelsByBody, {}, { data: { kind: 'unknown', written: 'spaceship', models: [] }, site: siteAt() });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown body type "spaceship". Choose one of the body types below.');
    expect(screen.getByRole('heading', { level: 1, name: 'Models by body type' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Body types' })).getAllByRole('link')).toHaveLength(BODY_TYPES.length);
  });

  it('says when no model of the body type is in stock', () => {
    renderBlock(modelsByBody, {}, { data: { kind: 'known', body: 'motorhome', models: [] }, site: siteAt() });
    expect(screen.getByText('No Motorhome models in stock right now. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a body type when none is given', () => {
    renderBlock(modelsByBody, {}, { data: { kind: 'none', models: [] }, site: siteAt() });
    expect(screen.getByRole('heading', { level: 1, name: 'Models by body type' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Body types' })).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
