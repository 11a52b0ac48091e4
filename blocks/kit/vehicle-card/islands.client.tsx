'use client';
import dynamic from 'next/dynamic';

export const CompareToggle = dynamic(() => import('./CompareToggle.client').then((module) => module.CompareToggle));
export const FavouriteToggle = dynamic(() => import('./FavouriteToggle.client').then((module) => module.FavouriteToggle));
export const WatchlistToggle = dynamic(() => import('./WatchlistToggle.client').then((module) => module.WatchlistToggle));
