import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogSite } from '../kit/blog/test-posts';
import { renderBlock } from '../kit/test-support/site-context';
import { NOT_A_POST_NOTE } from './BlogPostHeading';
import blogPostHeading from './index';

describe('blog post heading block, spec detail §2 "/blog and blog categories"', () => {
  it("shows the post's title as the page's main heading, its category linking to the category's page, its date and picture", () => {
    renderBlock(blogPostHeading, {}, { site: blogSite('towing') });
    expect(screen.getByRole('heading', { level: 1, name: 'How much can a family SUV tow?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buying advice' })).toHaveAttribute('href', '/sites/bayside-motors/blog/buying-advice');
    expect(screen.getByText('14 March 2026')).toHaveAttribute('datetime', '2026-03-14');
    expect(screen.getByRole('img', { name: 'An SUV towing a caravan' })).toBeInTheDocument();
  });

  it('leaves the picture out when asked', () => {
    renderBlock(blogPostHeading, { showImage: false }, { site: blogSite('towing') });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows shoppers nothing on a page that is not a post, and tells the marketer why', () => {
    expect(renderBlock(blogPostHeading, {}, { site: blogSite('blog') }).container.querySelector(':not(style)')).toBeNull();
    renderBlock(blogPostHeading, {}, { site: { ...blogSite('blog'), mode: 'editor' }, id: 'in-editor' });
    expect(screen.getByRole('note')).toHaveTextContent(NOT_A_POST_NOTE);
  });
});
