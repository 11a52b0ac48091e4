import type { Page } from '../../schemas/site-document';

/** A page's name in lists: its title, or its id while it has none (a page only overriding a template's). */
export function pageName(page: Pick<Page, 'id' | 'title'>): string {
  return page.title || page.id;
}
