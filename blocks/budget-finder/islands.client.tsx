'use client';
import dynamic from 'next/dynamic';

export const BudgetPanel = dynamic(() => import('./BudgetPanel.client').then((module) => module.BudgetPanel));
export const PriceRangeSearch = dynamic(() => import('./PriceRangeSearch.client').then((module) => module.PriceRangeSearch));
