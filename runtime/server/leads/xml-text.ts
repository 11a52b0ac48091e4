/**
 * A small XML writer: elements whose text and attribute values are always
 * escaped, so nothing a shopper types can close an element or open another.
 */
export interface XmlElement {
  name: string;
  attributes?: Readonly<Record<string, string | number | undefined>>;
  children?: readonly (XmlElement | string | undefined)[];
}

/**
 * Characters XML 1.0 does not allow anywhere, even escaped (control
 * characters other than tab and line breaks, unpaired surrogates, U+FFFE and
 * U+FFFF): a document holding one is not well-formed, so they are dropped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what this removes.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function openingTag({ name, attributes = {} }: XmlElement, selfClosing: boolean): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${escapeXml(String(value))}"`)
    .join('');
  return `<${name}${written}${selfClosing ? '/' : ''}>`;
}

/** An element and its children, indented two spaces a level; an element holding only text stays on one line. */
export function writeXml(element: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  const children = (element.children ?? []).filter((child) => child !== undefined);
  if (children.length === 0) return `${indent}${openingTag(element, true)}`;
  if (children.every((child) => typeof child === 'string')) {
    return `${indent}${openingTag(element, false)}${escapeXml(children.join(''))}</${element.name}>`;
  }
  const inner = children.map((child) => (typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : writeXml(child, depth + 1)));
  return [`${indent}${openingTag(element, false)}`, ...inner, `${indent}</${element.name}>`].join('\n');
}
