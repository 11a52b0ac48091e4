import type { CSSProperties, ReactNode } from 'react';
import { Box } from '../../runtime/render/ui';
import { PHOTO_INDEX_ATTRIBUTE } from './gallery-photos';

interface PhotoButtonProps {
  index: number;
  label: string;
  w: string | number;
  style: CSSProperties;
  children: ReactNode;
}

/**
 * A photo of the gallery as a button into the full-screen view, rendered on
 * the server as Mantine's UnstyledButton writes it. Its click is heard by
 * the viewer around the gallery (PhotoViewer), so the button itself has
 * nothing to hydrate.
 */
export function PhotoButton({ index, label, w, style, children }: PhotoButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      className="mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root"
      aria-label={label}
      w={w}
      bg="gray.1"
      style={style}
      {...{ [PHOTO_INDEX_ATTRIBUTE]: index }}
    >
      {children}
    </Box>
  );
}
