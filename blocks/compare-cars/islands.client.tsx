'use client';
import dynamic from 'next/dynamic';

export const CompareTable = dynamic(() => import('./CompareTable.client').then((module) => module.CompareTable));
