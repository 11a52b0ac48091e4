import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_LIMIT, rememberSearch, type RecentSearch } from './recent-searches';

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
});
