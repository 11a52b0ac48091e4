import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import section from './index';

describe('section block', () => {
  it('places the blocks of its content slot under its heading', () => {
    renderBlock(section, { heading: 'Latest offers' }, { slots: { content: <p>Offer cards</p> } });
    const region = screen.getByRole('region', { name: 'Latest offers' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Latest offers' })).toBeInTheDocument();
    expect(within(region).getByText('Offer cards')).toBeInTheDocument();
  });

  it('has no heading when none is given', () => {
    renderBlock(section, {}, { slots: { content: <p>Just content</p> } });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just content')).toBeInTheDocument();
  });

  it('can be jumped to by its anchor', () => {
    const { container } = renderBlock(section, { anchor: 'finance-form' }, { slots: { content: 'Form' } });
    expect(container.querySelector('section#finance-form')).toHaveTextContent('Form');
  });

  it('turns text white on the primary and dark backgrounds, with links in the text colour', () => {
    const { container } = renderBlock(section, { background: 'dark', heading: 'Why us' });
    const band = container.querySelector('section[data-background="dark"]') as HTMLElement;
    expect(band).toHaveStyle({ background: 'var(--mantine-color-dark-8)', color: 'var(--mantine-color-white)' });
    expect(band.style.getPropertyValue('--mantine-color-anchor')).toBe('currentColor');
  });

  it('runs edge to edge at full width, and within the reading width when narrow', () => {
    const full = renderBlock(section, { width: 'full' }, { slots: { content: 'Wide' } });
    expect(full.container.querySelector('.mantine-Container-root')).toHaveAttribute('data-fluid', 'true');
    const narrow = renderBlock(section, { width: 'narrow' }, { slots: { content: 'Narrow' }, id: 'narrow' });
    expect(narrow.container.querySelector('.mantine-Container-root')).toHaveStyle({ '--container-size': 'var(--container-size-sm)' });
  });

  it('rejects an anchor that is not a plain lower-case word', () => {
    expect(() => renderBlock(section, { anchor: 'Finance Form' })).toThrow(/anchor/);
  });
});
