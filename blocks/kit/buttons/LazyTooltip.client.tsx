'use client';
/** Mantine's Tooltip in a module of its own, so its code (Popover's positioning, floating-ui) loads only once a tooltip is wanted. */
export { Tooltip } from '@mantine/core';
