'use client';
import { ActionIcon, Button, Transition } from '@mantine/core';
import { useAtom } from 'jotai';
import { storedListAtom } from '../client/stored-list-atom';
import { Box } from './ui';

/**
 * Code that most of a dealer page's islands use, loaded once with the dealer
 * route's first scripts. Each island (`islands.client.tsx`, next/dynamic) is
 * a chunk group of its own, and Turbopack copies into each group the modules
 * it needs that the route's first scripts do not already hold: Sunshine's
 * home page downloaded five extra copies of Mantine's Transition, four of its
 * Button, ten of the kit (./ui), two of jotai and of the stored lists
 * (docs/benchmarks.md, "the code the islands share"). Named here, they are
 * in the first scripts and no island carries a copy. Only what islands on
 * most pages share belongs here: what this names, every dealer page loads.
 */
const SHARED_BY_ISLANDS = [ActionIcon, Button, Transition, useAtom, storedListAtom, Box];

/** Rendered once by the dealer layout (SiteThemeProvider), so that the route's first scripts hold the code above; renders nothing. */
export function SharedIslandCode() {
  return null;
}
// Held by the component the layout renders, so no bundler drops the list as unused.
SharedIslandCode.code = SHARED_BY_ISLANDS;
