import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroBannerDefaults, heroBannerSchema } from '../../blocks/hero-banner/schema';
import { promoCardSchema } from '../../blocks/promo-card/schema';
import { richTextDefaults, richTextSchema } from '../../blocks/rich-text/schema';
import { settingsSchema } from '../../schemas/settings';
import { themeSchema } from '../../schemas/theme';
import { renderForm } from './test-support/render-form';

/** WCAG A and AA rules axe can check without layout (jsdom computes no colours, so contrast is left to the browser tests). */
async function accessibilityViolations(container: HTMLElement) {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// Dozens of Mantine inputs per form: slow on a busy machine.
describe('SchemaForm accessibility (WCAG 2.2 AA)', { timeout: 20_000 }, () => {
  it('spec editor: the promo card form, with errors shown, has no axe violations', async () => {
    const { container } = renderForm(promoCardSchema, { title: '', image: { url: 'x', alt: '' }, expiry: 'soon' }, [
      { path: '/title', message: 'must not be empty' },
      { path: '/image/url', message: 'must start with / for a picture on this site, or https:// for one on another site' },
      { path: '/expiry', message: 'must be a date and time like 2026-12-01T09:00:00Z' },
    ]);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  it('spec editor: a list with open and folded items has no axe violations', async () => {
    const { container } = renderForm(heroBannerSchema, structuredClone(heroBannerDefaults) as Record<string, unknown>);
    fireEvent.click(screen.getAllByRole('button', { expanded: false })[0]);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  it('spec editor: the dealer settings have no axe violations', async () => {
    const { container } = renderForm(settingsSchema, { gatedRoutes: ['finance'] });
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  it('spec editor: the theme with a palette has no axe violations', async () => {
    const { container } = renderForm(themeSchema, { palette: { brand: Array(10).fill('#123456') } });
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  it('spec editor: formatted text, with its toolbar and an error shown, has no axe violations', async () => {
    const { container } = renderForm(richTextSchema, { ...richTextDefaults }, [{ path: '/html', message: 'must be at most 50000 characters' }]);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  it('spec editor: formatted text shown as code, with its note, has no axe violations', async () => {
    const { container } = renderForm(richTextSchema, { html: '<table><tbody><tr><td>Mon</td></tr></tbody></table>' });
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
