'use client';
export { Drawer } from '@mantine/core';
