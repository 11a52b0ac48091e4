'use client';
import dynamic from 'next/dynamic';

export const HoursByKind = dynamic(() => import('./HoursByKind.client').then((module) => module.HoursByKind));
