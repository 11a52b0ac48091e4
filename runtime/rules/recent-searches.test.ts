import { describe, expect, it } from 'vitest';
import { distinctSearches, RECENT_SEARCHES_LIMIT, rememberSearch, type RecentSearch } from './recent-searches';

const search = (n: number): RecentSearch => ({ text: `search ${n}`, path: `/cars?query=${n}` });
const paths = (history: RecentSearch[]) => history.map((entry) => entry.path);
const remembered = (...ns: number[]) => ns.reduce<RecentSearch[]>((history, n) => rememberSearch(history, search(n)), []);

describe('spec detail §3/§9: search history keeps the last 5 searches with their path', () => {
  it('keeps 5', () => {
    expect(RECENT_SEARCHES_LIMIT).toBe(5);
  });

  it('puts the newest first', () => {
    expect(paths(remembered(1, 2))).toEqual(['/cars?query=2', '/cars?query=1']);
  });

  it('keeps all of 5 searches and drops the oldest at the 6th', () => {
    expect(paths(remembered(1, 2, 3, 4, 5))).toEqual(['/cars?query=5', '/cars?query=4', '/cars?query=3', '/cars?query=2', '/cars?query=1']);
    expect(paths(remembered(1, 2, 3, 4, 5, 6))).toEqual(['/cars?query=6', '/cars?query=5', '/cars?query=4', '/cars?query=3', '/cars?query=2']);
  });

  it('moves a repeated search to the front instead of adding a copy, refreshing its text', () => {
    const history = rememberSearch(remembered(1, 2, 3, 4, 5), { text: 'again', path: '/cars?query=1' });
    expect(paths(history)).toEqual(['/cars?query=1', '/cars?query=5', '/cars?query=4', '/cars?query=3', '/cars?query=2']);
    expect(history[0]?.text).toBe('again');
  });

  it('keeps a repeat of the 5th-oldest from pushing anything out', () => {
    expect(paths(rememberSearch(remembered(1, 2, 3, 4, 5), search(5)))).toEqual(paths(remembered(1, 2, 3, 4, 5)));
  });

  it('leaves the stored history as it was', () => {
    const history = remembered(1, 2);
    rememberSearch(history, search(3));
    expect(paths(history)).toEqual(['/cars?query=2', '/cars?query=1']);
  });

  it('keeps searches that read the same once, the newest (issue 15: "Cars for sale: New, Demo" twice)', () => {
    const newAndDemo = { text: 'Cars for sale: New, Demo', path: '/search?car_type=new&car_type=demo' };
    const sorted = { text: 'Cars for sale: New, Demo', path: '/search?sortBy=price_asc&car_type=new&car_type=demo' };
    const history = rememberSearch(rememberSearch(remembered(1, 2), newAndDemo), sorted);
    expect(history).toEqual([sorted, search(2), search(1)]);
  });

  it('reads a stored list with copies in it as each search once, at most 5', () => {
    const copies = [search(1), { ...search(1), path: '/cars?query=1&sortBy=latest' }, search(2), search(1), search(3), search(4), search(5), search(6)];
    expect(paths(distinctSearches(copies))).toEqual(['/cars?query=1', '/cars?query=2', '/cars?query=3', '/cars?query=4', '/cars?query=5']);
  });
});
