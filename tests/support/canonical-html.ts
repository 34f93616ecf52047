/**
 * HTML written one way for comparing: what a browser's DOM would hold, not how the markup
 * spelled it. `<br>` and `<br/>`, `&#39;` and `&#x27;`, attribute order and React's empty
 * text separators (`<!-- -->`) all build the same DOM, so they compare equal here.
 */
import type { ElementContent, Properties, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(aria|data)[A-Z]/.test(property)) {
    return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  }
  return property.toLowerCase();
}

function attributes(properties: Properties): string {
  return Object.entries(properties)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([property, value]): [string, string | true] => [
      attributeName(property),
      value === true ? true : Array.isArray(value) ? value.join(' ') : String(value),
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) =>
      value === true ? ` ${name}` : ` ${name}="${escapeText(value).replace(/"/g, '&quot;')}"`,
    )
    .join('');
}

function serialize(nodes: (RootContent | ElementContent)[], dropBlankText = false): string {
  return nodes
    .map((node) => {
      if (node.type === 'doctype') return '<!doctype html>';
      if (node.type === 'text')
        return dropBlankText && !node.value.trim() ? '' : escapeText(node.value);
      if (node.type !== 'element') return '';
      const open = `<${node.tagName}${attributes(node.properties)}>`;
      if (voidElements.has(node.tagName)) return open;
      const children =
        node.tagName === 'template' && node.content ? node.content.children : node.children;
      return `${open}${serialize(children, dropBlankText)}</${node.tagName}>`;
    })
    .join('');
}

/** The markup of an HTML fragment, canonical: sorted attributes, no comments, one escaping. */
export function canonicalHtml(html: string): string {
  return serialize(fromHtml(html, { fragment: true }).children);
}

/**
 * A whole document, canonical as above; text that is only white space is left out, as a
 * template's indentation between elements is not part of what it renders.
 */
export function canonicalDocument(html: string): string {
  return serialize(fromHtml(html).children, true);
}

/**
 * Replaces the one occurrence of `find`; throws when it occurs otherwise, so an expected
 * difference that is no longer there (or is there twice) fails the test.
 */
export function replaceOnce(text: string, find: string, replacement: string): string {
  const count = text.split(find).length - 1;
  if (count !== 1) throw new Error(`expected one ${JSON.stringify(find)}, found ${count}`);
  return text.replace(find, () => replacement);
}
