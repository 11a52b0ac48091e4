import { describe, expect, it } from 'vitest';
import { blogCategoryPageTitle, isBlogCategoryPage, pageBlogCategory } from './blog-category-page';

const document = {
  pages: [
    { id: 'blog', path: '/blog', title: 'Blog', blocks: [] },
    { id: 'blog-category', path: '/blog/:category', title: 'Blog', blocks: [] },
    {
      id: 'towing',
      path: '/blog/buying-advice/towing',
      title: 'Towing',
      blocks: [],
      post: { category: 'Buying advice', published: '2026-09-14', excerpt: 'How much can it tow?' },
    },
  ],
} as unknown as Parameters<typeof pageBlogCategory>[0];

describe('spec detail §2 "/blog and blog categories": the page of one category', () => {
  it('knows a category page by its path, whatever the parameter is called', () => {
    expect(isBlogCategoryPage({ path: '/blog/:category' })).toBe(true);
    expect(isBlogCategoryPage({ path: '/blog/:topic' })).toBe(true);
    expect(isBlogCategoryPage({ path: '/blog' })).toBe(false);
    expect(isBlogCategoryPage({ path: '/blog/buying-advice/towing' })).toBe(false);
    expect(isBlogCategoryPage({ path: '/search/:makeOrBody' })).toBe(false);
  });

  it('finds the category a post is filed under; any other slug is no such category, the 404', () => {
    const categoryPage = { path: '/blog/:category' };
    expect(pageBlogCategory(document, categoryPage, { category: 'buying-advice' })).toEqual({ kind: 'category', category: { slug: 'buying-advice', name: 'Buying advice' } });
    expect(pageBlogCategory(document, categoryPage, { category: 'recipes' })).toEqual({ kind: 'no-such-category' });
    expect(pageBlogCategory(document, { path: '/blog' }, {})).toEqual({ kind: 'not-a-category-page' });
  });

  it('titles the page by its category first', () => {
    expect(blogCategoryPageTitle({ title: 'Blog' }, { slug: 'buying-advice', name: 'Buying advice' })).toBe('Buying advice – Blog');
  });
});
