import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROCHURE_FAILED_TITLE, BROCHURE_OFFLINE, BrochureDownload } from './BrochureDownload.client';

const HREF = '/sites/westside-used-cars/cars/2021-mazda-cx-5-7.pdf';

function renderButton() {
  render(
    <MantineProvider>
      <BrochureDownload href={HREF} fileName="2021-mazda-cx-5-7.pdf" label="Download brochure (PDF)" />
    </MantineProvider>,
  );
  return screen.getByRole('link', { name: 'Download brochure (PDF)' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the brochure download (spec detail §7, §8)', () => {
  it('is a download link named {slug}.pdf, so it works without JavaScript', () => {
    const link = renderButton();
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('download', '2021-mazda-cx-5-7.pdf');
  });

  it('spec §8: a failure shows an alert with the error message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'No such car on this site.', fields: [] }, { status: 404 })),
    );
    fireEvent.click(renderButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BROCHURE_FAILED_TITLE);
    expect(alert).toHaveTextContent('No such car on this site.');
  });

  it('says so when the brochure never arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    fireEvent.click(renderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BROCHURE_OFFLINE);
  });

  it('saves the file and shows no alert when the PDF arrives', async () => {
    const saved = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:brochure'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href);
    });
    fireEvent.click(renderButton());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('2021-mazda-cx-5-7.pdf', 'blob:brochure'));
    expect(screen.queryByRole('alert')).toBeNull();
    click.mockRestore();
  });
});
