'use client';
import dynamic from 'next/dynamic';

export const WatchlistCars = dynamic(() => import('./WatchlistCars.client').then((module) => module.WatchlistCars));
