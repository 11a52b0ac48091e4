import { describe, expect, it } from 'vitest';
import { linkAddressProblem, relFor } from './link-address';

describe('a link typed in the text', () => {
  it('spec editor: takes a page of the site or an https address, as the site keeps them', () => {
    expect(linkAddressProblem('/finance')).toBeUndefined();
    expect(linkAddressProblem('https://www.toyota.com.au')).toBeUndefined();
  });

  it('spec editor: refuses anything else in plain words', () => {
    expect(linkAddressProblem('')).toBe('Type where the link goes.');
    expect(linkAddressProblem('http://www.toyota.com.au')).toMatch(/https:\/\/ rather than http:\/\//);
    for (const address of ['finance', '//elsewhere.com', 'javascript:alert(1)', 'www.toyota.com.au']) {
      expect(linkAddressProblem(address), address).toMatch(/^This link can't be used/);
    }
  });

  it('marks links to other websites as the site does', () => {
    expect(relFor('https://www.toyota.com.au')).toBe('noopener');
    expect(relFor('/finance')).toBeNull();
  });
});
