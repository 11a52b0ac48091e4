'use client';
import dynamic from 'next/dynamic';

export const TradeInJourney = dynamic(() => import('./TradeInJourney.client').then((module) => module.TradeInJourney));
