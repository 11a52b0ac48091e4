'use client';
import dynamic from 'next/dynamic';

export const PromoCarousel = dynamic(() => import('./PromoCarousel.client').then((module) => module.PromoCarousel));
