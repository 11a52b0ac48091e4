'use client';
export { Modal } from '@mantine/core';
