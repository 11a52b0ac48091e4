'use client';
import dynamic from 'next/dynamic';

export const QuickSearchForm = dynamic(() => import('./QuickSearchForm.client').then((module) => module.QuickSearchForm));
export const RecentSearches = dynamic(() => import('./RecentSearches.client').then((module) => module.RecentSearches));
