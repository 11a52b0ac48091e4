'use client';
import dynamic from 'next/dynamic';

export const FinanceCalculator = dynamic(() => import('./FinanceCalculator.client').then((module) => module.FinanceCalculator));
