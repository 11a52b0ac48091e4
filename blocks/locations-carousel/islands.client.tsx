'use client';
import dynamic from 'next/dynamic';

export const LocationsRow = dynamic(() => import('./LocationsRow.client').then((module) => module.LocationsRow));
