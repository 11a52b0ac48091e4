'use client';
import dynamic from 'next/dynamic';

/**
 * Mantine's drawer and dialog, loaded the first time a shopper opens one.
 * The header's menu and phone numbers, the gallery's full screen and the
 * enquiry dialogs render their overlay only from its first opening on
 * (use-overlay.ts), so no page needs this code to draw or hydrate. Imported
 * directly by the islands, each of their chunks carried the overlay's code
 * and its own copy of Mantine's ModalBase, all fetched as the page loaded:
 * 22–23 kB of the 254–360 kB compressed a page's scripts weigh
 * (docs/benchmarks.md, Search page JavaScript).
 */
export const Drawer = dynamic(() => import('./Drawer.client').then((module) => module.Drawer));
export const Modal = dynamic(() => import('./Modal.client').then((module) => module.Modal));
