'use client';
import dynamic from 'next/dynamic';

export const BrochureDownload = dynamic(() => import('./BrochureDownload.client').then((module) => module.BrochureDownload));
export const ShowMore = dynamic(() => import('./ShowMore.client').then((module) => module.ShowMore));
