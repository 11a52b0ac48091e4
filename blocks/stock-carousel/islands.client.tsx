'use client';
import dynamic from 'next/dynamic';

export const CardCarousel = dynamic(() => import('./CardCarousel.client').then((module) => module.CardCarousel));
