import { BODY_TYPES } from '../../schemas/entities/car-values';
import type { SearchRefinements } from '../data-access';
import { bodyLabel } from './body-label';
import { slugOf } from './slug';
import { decodedSegment } from '../tenancy/site-address';

/**
 * Spec (detail §2): search pages /search/{make}, /search/{make}/{model},
 * /search/{make or body slug} and /search/{make_model value}: make, model or
 * body refinements become path segments. A page names what its segments
 * mean by the parameter's name:
 *
 * - `:make` a make, `:model` a model of it, `:body` a body type;
 * - `:makeOrBody` a make, else a body type, else a make and model written
 *   together ("toyota-corolla").
 *
 * Segments are slugs ("land-rover"), matched against the values the stock
 * has. A model slug that is the start of model names ("landcruiser" for
 * "LandCruiser 300" and "LandCruiser 70") stands for all of them. A slug
 * nothing matches names no search: the site answers it with its 404 page
 * (issue 15: /search/nonexistent-make said "Nonexistent Make for sale"). It
 * still filters, by its words, wherever a page is drawn anyway (the
 * editor's canvas), so no cars show under a wrong heading.
 */
export const PATH_FILTER_PARAMS = ['make', 'model', 'body', 'makeOrBody'] as const;

/** The stock's makes and models, as the search's facets list them. */
export interface SearchCatalogue {
  makes: readonly string[];
  models: readonly string[];
}

export interface PathFilters {
  refinements: SearchRefinements;
  /** What the address names, for the heading: "Toyota Corolla", "SUV". */
  name: string;
  /** False when a segment names nothing the stock has (and no body type). */
  found: boolean;
}

/** "land-rover" → "Land Rover": the best guess at a value the stock does not have. */
function wordsOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function findMake(slug: string, catalogue: SearchCatalogue): string | undefined {
  return catalogue.makes.find((make) => slugOf(make) === slug);
}

function findModels(slug: string, catalogue: SearchCatalogue): string[] {
  const exact = catalogue.models.filter((model) => slugOf(model) === slug);
  if (exact.length > 0) return exact.slice(0, 1);
  return catalogue.models.filter((model) => slugOf(model).startsWith(`${slug}-`));
}

function findBody(slug: string): string | undefined {
  return BODY_TYPES.find((body) => slugOf(body) === slug || slugOf(bodyLabel(body)) === slug);
}

/** A make and model written as one slug: the longest make that starts it, then a model for the rest. */
function findMakeAndModel(slug: string, catalogue: SearchCatalogue): { make: string; models: string[] } | undefined {
  const makes = catalogue.makes.filter((make) => slug.startsWith(`${slugOf(make)}-`)).sort((a, b) => slugOf(b).length - slugOf(a).length);
  for (const make of makes) {
    const models = findModels(slug.slice(slugOf(make).length + 1), catalogue);
    if (models.length > 0) return { make, models };
  }
  return undefined;
}

export function hasPathFilters(params: Readonly<Record<string, string>>): boolean {
  return PATH_FILTER_PARAMS.some((param) => params[param] !== undefined);
}

export function pathFilters(params: Readonly<Record<string, string>>, catalogue: SearchCatalogue): PathFilters {
  const lists: { make?: string[]; model?: string[]; body?: string[] } = {};
  let found = true;
  const orWords = <Value>(value: Value | undefined, fallback: Value): Value => {
    if (value === undefined) found = false;
    return value ?? fallback;
  };
  const slug = (param: (typeof PATH_FILTER_PARAMS)[number]) => {
    const value = params[param];
    return value === undefined ? undefined : slugOf(decodedSegment(value) ?? value);
  };
  const make = slug('make');
  if (make) lists.make = [orWords(findMake(make, catalogue), wordsOf(make))];
  const model = slug('model');
  if (model) {
    const models = findModels(model, catalogue);
    lists.model = orWords(models.length > 0 ? models : undefined, [wordsOf(model)]);
  }
  const body = slug('body');
  if (body) lists.body = [orWords(findBody(body), body)];
  const either = slug('makeOrBody');
  if (either) {
    const eitherMake = findMake(either, catalogue);
    const eitherBody = eitherMake ? undefined : findBody(either);
    const both = eitherMake || eitherBody ? undefined : findMakeAndModel(either, catalogue);
    if (eitherMake) lists.make = [eitherMake];
    else if (eitherBody) lists.body = [eitherBody];
    else if (both) {
      lists.make = [both.make];
      lists.model = both.models;
    } else lists.make = [orWords(undefined, wordsOf(either))];
  }
  const name = [lists.make?.join(' or '), lists.model?.join(' or '), lists.body?.map(bodyLabel).join(' or ')].filter(Boolean).join(' ');
  return { refinements: { lists, ranges: {} }, name, found };
}
