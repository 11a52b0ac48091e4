'use client';
import dynamic from 'next/dynamic';

export const FavouriteCars = dynamic(() => import('./FavouriteCars.client').then((module) => module.FavouriteCars));
