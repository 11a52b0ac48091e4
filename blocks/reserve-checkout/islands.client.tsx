'use client';
import dynamic from 'next/dynamic';

export const ReserveForm = dynamic(() => import('./ReserveForm.client').then((module) => module.ReserveForm));
