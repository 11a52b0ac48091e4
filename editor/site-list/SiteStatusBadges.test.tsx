import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteStatusBadges } from './SiteStatusBadges';

const site = {
  slug: 'sunshine-toyota',
  name: 'Sunshine Coast Toyota',
  publishedVersion: 3,
  draftRevision: 26,
  unpublishedChanges: true,
  lastEdited: { at: '2026-11-25T09:00:00Z', by: 'Sunny Marketer' },
  schedule: { publishAt: '2026-11-29T22:00:00.000Z', status: 'waiting' as const },
};

describe('site list badges', () => {
  it('editor text in dealer words: Live, Unpublished changes and who last edited it, in sentence case and legible colours', () => {
    render(
      <MantineProvider env="test">
        <SiteStatusBadges site={site} now={new Date('2026-11-25T12:00:00Z')} />
      </MantineProvider>,
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    // A badge as long as a date wraps on a phone rather than being cut to "Goes live Mon…".
    expect(screen.getByText('Goes live Monday 30 November, 9:00 am AEDT').closest('.mantine-Badge-root')).toHaveStyle({ height: 'auto' });
    expect(screen.getByText('Last edited 3 hours ago by Sunny Marketer')).toBeInTheDocument();
    expect(screen.queryByText(/saved 26 times/i)).toBeNull();
    expect(screen.getByText('Live').closest('.mantine-Badge-root')).toHaveStyle({ textTransform: 'none' });
  });
});
