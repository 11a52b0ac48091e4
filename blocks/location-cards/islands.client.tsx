'use client';
import dynamic from 'next/dynamic';

export const NearestLocations = dynamic(() => import('./NearestLocations.client').then((module) => module.NearestLocations));
