'use client';
import dynamic from 'next/dynamic';

export const MenuDrawer = dynamic(() => import('./MenuDrawer.client').then((module) => module.MenuDrawer));
export const PhoneDrawer = dynamic(() => import('./PhoneDrawer.client').then((module) => module.PhoneDrawer));
export const NavDropdown = dynamic(() => import('./NavDropdown.client').then((module) => module.NavDropdown));
