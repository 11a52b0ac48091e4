import { describe, expect, it } from 'vitest';
import { SPECIFICATION_LIST_FIRST_SHOWN, SPECIFICATION_LIST_FIRST_SHOWN_LONG, SPECIFICATION_REVEAL_WORDINGS, splitSpecificationList } from './specification-list';

const entries = (count: number) => Array.from({ length: count }, (_, index) => `entry ${index + 1}`);

describe('spec detail §2/§9: specification lists show the first 4 entries, then expand', () => {
  it('shows 4 by default, and 8 is the other stated count', () => {
    expect(SPECIFICATION_LIST_FIRST_SHOWN).toBe(4);
    expect(SPECIFICATION_LIST_FIRST_SHOWN_LONG).toBe(8);
  });

  it('hides nothing (no button) with 4 entries', () => {
    expect(splitSpecificationList(entries(4))).toEqual({ first: entries(4), more: [] });
  });

  it('hides the 5th entry behind the button with 5 entries', () => {
    expect(splitSpecificationList(entries(5))).toEqual({ first: entries(4), more: ['entry 5'] });
  });

  it('shows fewer than 4 entries whole, and an empty list as empty', () => {
    expect(splitSpecificationList(entries(3))).toEqual({ first: entries(3), more: [] });
    expect(splitSpecificationList([])).toEqual({ first: [], more: [] });
  });

  it('with 8 shown: 8 entries need no button, 9 do', () => {
    expect(splitSpecificationList(entries(8), 8).more).toEqual([]);
    expect(splitSpecificationList(entries(9), 8)).toEqual({ first: entries(8), more: ['entry 9'] });
  });

  it('words the button Show More/Show Less or Show All/Hide', () => {
    expect(SPECIFICATION_REVEAL_WORDINGS['show-more']).toEqual({ show: 'Show More', hide: 'Show Less' });
    expect(SPECIFICATION_REVEAL_WORDINGS['show-all']).toEqual({ show: 'Show All', hide: 'Hide' });
  });
});
