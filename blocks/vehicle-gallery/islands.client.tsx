'use client';
import dynamic from 'next/dynamic';

export const PhotoViewer = dynamic(() => import('./PhotoViewer.client').then((module) => module.PhotoViewer));
