'use client';
import dynamic from 'next/dynamic';

export const SearchResultsView = dynamic(() => import('./SearchResultsView.client').then((module) => module.SearchResultsView));
