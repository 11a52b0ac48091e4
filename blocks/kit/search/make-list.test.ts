import { describe, expect, it } from 'vitest';
import { item } from './test-support/answers';
import { MAKES_BEFORE_SHOW_ALL, splitMakeList } from './make-list';

const makes = ['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Mitsubishi', 'Subaru', 'Nissan', 'Land Rover'].map((make, i) => item(make, 100 - i));
const values = (items: { value: string }[]) => items.map((each) => each.value);

describe('the make list (spec search §9: 7 entries before Show all makes, or a fixed popular list)', () => {
  it('shows the first 7 and keeps the rest for Show all makes', () => {
    const split = splitMakeList(makes, [], { mode: 'first-7', popularMakes: [] });
    expect(MAKES_BEFORE_SHOW_ALL).toBe(7);
    expect(values(split.shown)).toEqual(['Toyota', 'Mazda', 'Kia', 'Hyundai', 'Ford', 'Mitsubishi', 'Subaru']);
    expect(values(split.more)).toEqual(['Nissan', 'Land Rover']);
  });

  it('always shows a make already chosen, so it can be unticked', () => {
    expect(values(splitMakeList(makes, ['Land Rover'], { mode: 'first-7', popularMakes: [] }).shown)).toContain('Land Rover');
  });

  it("shows a dealer's popular makes in its order, by slug", () => {
    const split = splitMakeList(makes, [], { mode: 'popular', popularMakes: ['land-rover', 'kia'] });
    expect(values(split.shown)).toEqual(['Land Rover', 'Kia']);
    expect(split.more).toHaveLength(7);
  });

  it('falls back to the first 7 when none of the popular makes is in stock', () => {
    expect(splitMakeList(makes, [], { mode: 'popular', popularMakes: ['lada'] }).shown).toHaveLength(7);
  });
});
