/**
 * Mantine's layout and text components as server-rendered plain elements:
 * a block's static markup hydrates as HTML, not as hundreds of Mantine
 * client components. Interactive parts keep Mantine's own components where
 * they use more than markup and a handler (state, focus, overlays); plain
 * functions with no hooks, these may be used inside a client part too.
 */
export { Anchor } from './Anchor';
export { Badge } from './Badge';
export { Box } from './Box';
export { Button } from './Button';
export { Card, CardSection } from './Card';
export { Center } from './Center';
export { Group } from './Group';
export { List, ListItem } from './List';
export { Paper } from './Paper';
export { SimpleGrid, type SimpleGridProps } from './SimpleGrid';
export { Stack } from './Stack';
export { Table, TableTbody, TableTd, TableTh, TableTr } from './Table';
export { Text } from './Text';
export { Title, type TitleOrder } from './Title';
export { VisuallyHidden } from './VisuallyHidden';
