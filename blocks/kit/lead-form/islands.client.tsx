'use client';
import dynamic from 'next/dynamic';
import { FormLoading } from './FormLoading';

export const LeadDialogButton = dynamic(() => import('./LeadDialogButton.client').then((module) => module.LeadDialogButton));
/** Also what a lead dialog opens: its code arrives on the first click, with a spinner meanwhile. */
export const SendLeadForm = dynamic(() => import('./SendLeadForm.client').then((module) => module.SendLeadForm), { loading: FormLoading });
