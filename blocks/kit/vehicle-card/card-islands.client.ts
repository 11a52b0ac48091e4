'use client';
/**
 * A card's save and compare buttons, loaded as one chunk: every card that
 * shows one shows the other, and as two chunks each carried its own copy of
 * the Mantine and jotai code they share (`npm run bench:page-weight`).
 */
export { CompareToggle } from './CompareToggle.client';
export { SaveCarButton } from './SaveCarButton.client';
