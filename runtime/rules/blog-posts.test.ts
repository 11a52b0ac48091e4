import { describe, expect, it } from 'vitest';
import { blogCategories, blogCategoryNamed, blogPosts, categoryOfPost, postsInCategory } from './blog-posts';

const page = (id: string, category: string, published: string) => ({ id, path: `/blog/x/${id}`, title: id, post: { category, published, excerpt: `About ${id}.` } });

const PAGES = [
  { id: 'home', path: '/', title: 'Home' },
  page('towing', 'Buying advice', '2026-09-14'),
  page('first-service', 'Servicing', '2026-11-02'),
  page('hybrid-or-diesel', 'Buying advice', '2026-11-02'),
  page('tyres', 'Servicing', '2026-06-30'),
];

describe('spec detail §2 "/blog and blog categories": posts are pages with post details', () => {
  it('lists only the pages that are posts, newest first', () => {
    expect(blogPosts(PAGES).map((post) => post.id)).toEqual(['first-service', 'hybrid-or-diesel', 'towing', 'tyres']);
  });

  it("keeps the document's order between posts of the same day", () => {
    const sameDay = [page('b', 'News', '2026-01-01'), page('a', 'News', '2026-01-01')];
    expect(blogPosts(sameDay).map((post) => post.id)).toEqual(['b', 'a']);
  });

  it('makes a category’s address from its name as every other address is made', () => {
    expect(categoryOfPost({ category: 'Buying advice' })).toEqual({ slug: 'buying-advice', name: 'Buying advice' });
    expect(categoryOfPost({ category: 'Service & parts ' })).toEqual({ slug: 'service-parts', name: 'Service & parts' });
  });

  it('has each category once, in the order of its newest post', () => {
    expect(blogCategories(blogPosts(PAGES))).toEqual([
      { slug: 'servicing', name: 'Servicing' },
      { slug: 'buying-advice', name: 'Buying advice' },
    ]);
  });

  it('lists one category’s posts, newest first', () => {
    expect(postsInCategory(blogPosts(PAGES), 'buying-advice').map((post) => post.id)).toEqual(['hybrid-or-diesel', 'towing']);
    expect(postsInCategory(blogPosts(PAGES), 'recipes')).toEqual([]);
  });

  it('knows a category by its slug in any case, and no category that no post is filed under', () => {
    expect(blogCategoryNamed(blogPosts(PAGES), 'Buying-Advice')).toEqual({ slug: 'buying-advice', name: 'Buying advice' });
    expect(blogCategoryNamed(blogPosts(PAGES), 'recipes')).toBeUndefined();
    expect(blogCategoryNamed([], 'servicing')).toBeUndefined();
  });
});
