import { renderBox, type BoxProps } from './Box';
import { spacing } from './style-props';

export type ListProps = BoxProps & { spacing?: string | number };

/** Mantine's List (a bulleted `ul`), server-rendered (see Box). */
export function List({ spacing: between, ...props }: ListProps) {
  return renderBox({ component: 'ul', ...props }, { classes: 'm_abbac491 mantine-List-root', vars: { '--list-spacing': between === undefined ? undefined : spacing(between) } });
}

/** Mantine's ListItem, without an icon, server-rendered: the same wrapper and label Mantine writes. */
export function ListItem({ children, ...props }: BoxProps) {
  return renderBox(
    {
      component: 'li',
      ...props,
      children: (
        <div className="m_75cd9f71 mantine-List-itemWrapper">
          <span className="mantine-List-itemLabel">{children}</span>
        </div>
      ),
    },
    { classes: 'm_abb6bec2 mantine-List-item' },
  );
}
