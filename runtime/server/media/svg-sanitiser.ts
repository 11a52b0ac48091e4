import sanitizeHtml from 'sanitize-html';

/**
 * The SVG elements a dealer's logo or drawing needs. Everything that runs,
 * embeds or links out is left out: script, foreignObject (HTML inside),
 * a, image (loads other files), iframe, animate/set (can rewrite an href).
 */
const SVG_ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feDropShadow',
];

/** Presentation and geometry attributes; no event handler (on…) is among them. */
const SVG_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'startOffset',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'flood-color',
  'flood-opacity',
  'href',
  'xlink:href',
];

/** An attribute value or style sheet that reaches outside the picture, or runs something. */
const REACHES_OUT = /javascript:|vbscript:|data:|@import|expression\s*\(|url\s*\(\s*['"]?\s*(?!#)/i;

/** href and xlink:href may point only inside the picture (#gradient), never at a file or a script. */
function withoutOutsideReferences(attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    const isReference = name === 'href' || name === 'xlink:href';
    if (isReference ? value.trim().startsWith('#') : !REACHES_OUT.test(value)) kept[name] = value;
  }
  return kept;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_ELEMENTS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  // Relative references only; every other scheme is refused by withoutOutsideReferences.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  // What is inside a dropped script or foreignObject goes with it, not left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject', 'foreignobject', 'iframe', 'object', 'embed'],
  // XML: element and attribute names keep their case (viewBox, linearGradient), and no HTML rules apply.
  parser: { xmlMode: true, decodeEntities: true },
  selfClosing: [],
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: withoutOutsideReferences(attribs) }),
    // Browsers show an SVG file as a picture only in the SVG namespace.
    svg: (tagName, attribs) => ({ tagName, attribs: { ...withoutOutsideReferences(attribs), xmlns: SVG_NAMESPACE } }),
  },
  // A style sheet's text is written out as it is: one that imports or loads
  // anything from outside the picture, or holds a "<" that could close it and
  // open a script, is dropped whole. That is what makes <style> safe to allow.
  allowVulnerableTags: true,
  exclusiveFilter: (frame) => frame.tag === 'style' && (REACHES_OUT.test(frame.text) || frame.text.includes('<')),
};

/** A DOCTYPE (with its internal subset, where entity expansion tricks live) goes before parsing. */
const DOCTYPE = /<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi;

/**
 * An uploaded SVG with everything that could run or load something removed:
 * scripts, event handlers, foreignObject, links and references outside the
 * picture. What is left is drawing only. The XML declaration and any
 * DOCTYPE (where entity tricks live) go as well.
 */
export function sanitiseSvg(svg: string): string {
  const clean = sanitizeHtml(svg.replace(DOCTYPE, ''), OPTIONS);
  // Only the drawing: any text the parser left around the root element goes.
  const start = clean.indexOf('<svg');
  const end = clean.lastIndexOf('</svg>');
  return start === -1 || end < start ? '' : clean.slice(start, end + '</svg>'.length);
}
