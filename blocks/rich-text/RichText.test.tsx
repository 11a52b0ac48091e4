import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../kit/test-support/site-context';
import richText from './index';

describe('rich text block', () => {
  it("shows the dealer's formatted text with links made for this site", () => {
    renderBlock(richText, { html: '<h2>Servicing</h2><p>Book with <a href="/service">our service team</a>.</p>' });
    expect(screen.getByRole('heading', { level: 2, name: 'Servicing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our service team' })).toHaveAttribute('href', '/sites/bayside-motors/service');
  });

  it('never puts a script, an event handler or a javascript: link on the page', () => {
    const { container } = renderBlock(richText, {
      html: '<p>Offer</p><script>window.hacked = true</script><img src="https://cdn.example.com/a.jpg" alt="Car" onerror="window.hacked = true"><a href="javascript:window.hacked = true">Win</a>',
    });
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Car' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('Win')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toContain('hacked');
  });

  it('renders nothing when nothing safe is left', () => {
    const { output } = renderBlock(richText, { html: '<script>alert(1)</script>' });
    expect(output).toBeNull();
  });

  it('underlines its links, so they stand apart from the text by more than colour', () => {
    renderBlock(richText, { html: '<p>See <a href="/finance">finance</a>.</p>' });
    expect(screen.getByRole('link', { name: 'finance' })).toHaveStyle({ textDecoration: 'underline' });
  });
});
