'use client';
import dynamic from 'next/dynamic';

export const HolidayHours = dynamic(() => import('./HolidayHours.client').then((module) => module.HolidayHours));
