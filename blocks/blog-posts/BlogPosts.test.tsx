import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_PAGES, blogSite } from '../kit/blog/test-posts';
import { renderBlock } from '../kit/test-support/site-context';
import blogPosts from './index';

const BASE = '/sites/bayside-motors';

function postTitles() {
  return screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
}

describe('blog posts block, spec detail §2 "/blog and blog categories"', () => {
  it('on /blog lists every post newest first, each title a link to its post one level below the heading', () => {
    renderBlock(blogPosts, { heading: 'News and advice', headingLevel: 1 }, { site: blogSite('blog') });
    expect(screen.getByRole('heading', { level: 1, name: 'News and advice' })).toBeInTheDocument();
    expect(postTitles()).toEqual(['What happens at your first service', 'Hybrid or diesel for country driving?', 'How much can a family SUV tow?']);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'How much can a family SUV tow?' })).toHaveAttribute('href', `${BASE}/blog/buying-advice/towing`);
  });

  it("shows each post's picture, category, date and excerpt; a post without a picture shows none", () => {
    renderBlock(blogPosts, {}, { site: blogSite('blog') });
    const [, , towing] = screen.getAllByRole('article');
    expect(within(towing).getByRole('img', { name: 'An SUV towing a caravan' })).toHaveAttribute('src', '/media/blog/towing.jpg');
    expect(within(towing).getByRole('link', { name: 'Buying advice' })).toHaveAttribute('href', `${BASE}/blog/buying-advice`);
    expect(within(towing).getByText('14 March 2026')).toHaveAttribute('datetime', '2026-03-14');
    expect(within(towing).getByText('How much can a family SUV tow?: the short of it.')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]).queryByRole('img')).toBeNull();
  });

  it('on /blog/:category lists the posts of the category the address names, titled with its name, that category marked current', () => {
    renderBlock(blogPosts, { heading: '{category}', headingLevel: 1 }, { site: blogSite('blog-category', { category: 'buying-advice' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Buying advice' })).toBeInTheDocument();
    expect(postTitles()).toEqual(['Hybrid or diesel for country driving?', 'How much can a family SUV tow?']);
    const categories = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(categories).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', `${BASE}/blog`);
    expect(within(categories).getByRole('link', { name: 'Buying advice' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Servicing' })).toHaveAttribute('href', `${BASE}/blog/servicing`);
  });

  it("a category the marketer chooses wins over the address's; an unknown one lists nothing and says so", () => {
    renderBlock(blogPosts, { category: 'servicing' }, { site: blogSite('blog') });
    expect(postTitles()).toEqual(['What happens at your first service']);
    renderBlock(blogPosts, { category: 'recipes' }, { site: blogSite('blog'), id: 'unknown' });
    expect(screen.getByText('No posts yet. Check back soon.')).toBeInTheDocument();
  });

  it('shows the newest posts only up to the limit', () => {
    renderBlock(blogPosts, { limit: 2, showCategories: false }, { site: blogSite('blog') });
    expect(postTitles()).toEqual(['What happens at your first service', 'Hybrid or diesel for country driving?']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links no category and no blog page the site does not have, so no link leads to a 404', () => {
    const postsOnly = BLOG_PAGES.filter((page) => page.post);
    renderBlock(blogPosts, {}, { site: blogSite('towing', {}, postsOnly) });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buying advice' })).toBeNull();
    expect(screen.getAllByText('Buying advice')).toHaveLength(2);
  });
});
