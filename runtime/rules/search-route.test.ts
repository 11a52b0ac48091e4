import { describe, expect, it } from 'vitest';
import { hasPathFilters, pathFilters } from './search-route';
import { slugOf } from './slug';

const catalogue = {
  makes: ['Toyota', 'Land Rover', 'Mercedes-Benz', 'Mazda'],
  models: ['Corolla', 'LandCruiser 300', 'LandCruiser 70', 'Yaris', 'Yaris Cross', 'CX-5', 'Range Rover'],
};

describe('search pages whose address names the refinement (spec detail §2: /search/{make}, /search/{make}/{model}, body and make_model slugs)', () => {
  it('writes values as slugs', () => {
    expect(slugOf('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugOf('LandCruiser 300')).toBe('landcruiser-300');
    expect(slugOf('Škoda')).toBe('skoda');
  });

  it('spec detail §2: /search/{make} filters by the make the stock spells that way', () => {
    expect(pathFilters({ make: 'land-rover' }, catalogue)).toEqual({ refinements: { lists: { make: ['Land Rover'] }, ranges: {} }, name: 'Land Rover', found: true });
  });

  it('spec detail §2: /search/{make}/{model} filters by both; a model slug that starts model names stands for all of them', () => {
    expect(pathFilters({ make: 'toyota', model: 'corolla' }, catalogue).refinements.lists).toEqual({ make: ['Toyota'], model: ['Corolla'] });
    expect(pathFilters({ make: 'toyota', model: 'landcruiser' }, catalogue).refinements.lists.model).toEqual(['LandCruiser 300', 'LandCruiser 70']);
    // An exact name wins over names it starts.
    expect(pathFilters({ make: 'toyota', model: 'yaris' }, catalogue).refinements.lists.model).toEqual(['Yaris']);
  });

  it('spec detail §2: /search/{make or body slug} is a make, else a body type', () => {
    expect(pathFilters({ makeOrBody: 'mazda' }, catalogue)).toEqual({ refinements: { lists: { make: ['Mazda'] }, ranges: {} }, name: 'Mazda', found: true });
    expect(pathFilters({ makeOrBody: 'suv' }, catalogue)).toEqual({ refinements: { lists: { body: ['suv'] }, ranges: {} }, name: 'SUV', found: true });
    expect(pathFilters({ makeOrBody: 'people-mover' }, catalogue).refinements.lists).toEqual({ body: ['peopleMover'] });
  });

  it('spec detail §2: /search/{make_model value} is a make and model written together', () => {
    expect(pathFilters({ makeOrBody: 'land-rover-range-rover' }, catalogue)).toEqual({
      refinements: { lists: { make: ['Land Rover'], model: ['Range Rover'] }, ranges: {} },
      name: 'Land Rover Range Rover',
      found: true,
    });
    expect(pathFilters({ makeOrBody: 'mazda-cx-5' }, catalogue).refinements.lists).toEqual({ make: ['Mazda'], model: ['CX-5'] });
  });

  it('a slug the stock does not have names no search (the site answers 404); it still filters by its words where a page is drawn anyway', () => {
    expect(pathFilters({ makeOrBody: 'aston-martin' }, catalogue)).toEqual({
      refinements: { lists: { make: ['Aston Martin'] }, ranges: {} },
      name: 'Aston Martin',
      found: false,
    });
    expect(pathFilters({ makeOrBody: 'nonexistent-make' }, catalogue).found).toBe(false);
    expect(pathFilters({ make: 'nonexistent-make' }, catalogue).found).toBe(false);
    expect(pathFilters({ make: 'toyota', model: 'no-such-model' }, catalogue).found).toBe(false);
    expect(pathFilters({ body: 'hovercraft' }, catalogue).found).toBe(false);
    expect(pathFilters({ make: 'toyota', model: 'corolla' }, catalogue).found).toBe(true);
  });

  it('only the named parameters are refinements', () => {
    expect(hasPathFilters({ slug: 'a-car' })).toBe(false);
    expect(hasPathFilters({ makeOrBody: 'suv' })).toBe(true);
  });
});
