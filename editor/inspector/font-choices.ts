/**
 * Font lists a marketer picks from, by name. Each is fonts that phones and
 * computers already have, so a page loads no font files and shows text at
 * once; the site's own list still may be typed.
 */
export const FONT_CHOICES: readonly { name: string; fonts: string }[] = [
  { name: 'System (the device’s own font)', fonts: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  { name: 'Helvetica or Arial', fonts: 'Helvetica Neue, Helvetica, Arial, sans-serif' },
  { name: 'Verdana (wide and easy to read)', fonts: 'Verdana, Geneva, Tahoma, sans-serif' },
  { name: 'Trebuchet', fonts: '"Trebuchet MS", "Lucida Grande", sans-serif' },
  { name: 'Georgia (serif)', fonts: 'Georgia, "Times New Roman", serif' },
  { name: 'Palatino (book serif)', fonts: 'Palatino, "Palatino Linotype", "Book Antiqua", serif' },
  { name: 'Rounded', fonts: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif' },
  { name: 'Monospace', fonts: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace' },
];
