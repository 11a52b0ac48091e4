'use client';
import dynamic from 'next/dynamic';

export const CompareToggle = dynamic(() => import('./CompareToggle.client').then((module) => module.CompareToggle));
export const SaveCarButton = dynamic(() => import('./SaveCarButton.client').then((module) => module.SaveCarButton));
