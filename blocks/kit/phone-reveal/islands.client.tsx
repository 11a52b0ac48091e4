'use client';
import dynamic from 'next/dynamic';

export const PhoneReveal = dynamic(() => import('./PhoneReveal.client').then((module) => module.PhoneReveal));
