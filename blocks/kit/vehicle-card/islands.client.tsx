'use client';
import dynamic from 'next/dynamic';

export const CompareToggle = dynamic(() => import('./card-islands.client').then((module) => module.CompareToggle));
export const SaveCarButton = dynamic(() => import('./card-islands.client').then((module) => module.SaveCarButton));
