// The editor uses many more of Mantine's components than a dealer site (apps/web/app/layout.tsx loads only the site's).
import '@mantine/core/styles.css';
import type { ReactNode } from 'react';

export default function EditorLayout({ children }: { children: ReactNode }) {
  return children;
}
