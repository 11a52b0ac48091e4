'use client';
import dynamic from 'next/dynamic';

export const SearchFiltersView = dynamic(() => import('./SearchFiltersView.client').then((module) => module.SearchFiltersView));
