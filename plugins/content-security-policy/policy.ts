/**
 * Pure functions behind the Content-Security-Policy plugin: find the inline code that a
 * policy without 'unsafe-inline' must allow by hash, and write the policy.
 *
 * HTML is read with hast-util-from-html (parse5, the HTML standard's parser): a script
 * element's text is exactly what the browser hashes, with newlines normalized as the browser
 * normalizes them, and attribute values come with every character reference decoded.
 */
import { createHash } from 'node:crypto';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { find, html as htmlSchema } from 'property-information';
import { visit } from 'unist-util-visit';

/** An element's attributes by their HTML names, values as the document wrote them (decoded). */
export function attributesOf(element: Element): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [property, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const info = find(htmlSchema, property);
    const text = Array.isArray(value)
      ? value.join(info.commaSeparated ? ',' : ' ')
      : value === true
        ? ''
        : String(value);
    attributes.set(info.attribute.toLowerCase(), text);
  }
  return attributes;
}

/** Script types whose inline content the browser runs (and CSP checks): HTML's JavaScript MIME types and the non-MIME types. */
const javaScriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
]);

/**
 * Whether a script element with this type attribute is executable (or otherwise checked by
 * script-src). A data block such as `application/ld+json` is neither run nor checked.
 */
export function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const essence = type.split(';')[0].trim().toLowerCase();
  return essence === '' || javaScriptTypes.has(essence);
}

export interface InlineCode {
  /** Contents of inline `<script>` elements the browser runs. */
  scripts: string[];
  /** Values of event handler attributes (`onclick="…"`). */
  handlers: string[];
  /** `javascript:` URLs in href, src or action attributes: no hash can allow them. */
  javascriptUrls: string[];
}

/** The inline code of one HTML document that script-src governs. */
export function findInlineCode(html: string): InlineCode {
  const found: InlineCode = { scripts: [], handlers: [], javascriptUrls: [] };
  visit(fromHtml(html), 'element', (element) => {
    const attributes = attributesOf(element);
    if (element.tagName === 'script' && !attributes.has('src')) {
      if (isExecutableType(attributes.get('type'))) {
        found.scripts.push(
          element.children.map((c) => (c.type === 'text' ? c.value : '')).join(''),
        );
      }
    }
    for (const [key, value] of attributes) {
      if (/^on[a-z]+$/.test(key)) found.handlers.push(value);
      if (['href', 'src', 'action', 'formaction'].includes(key)) {
        if (/^\s*javascript:/i.test(value)) found.javascriptUrls.push(value);
      }
    }
  });
  return found;
}

/** A CSP hash source for a script text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface DataUrlUse {
  /** Images or icons from `data:image/…` URLs (img-src). */
  images: boolean;
  /** Fonts from `data:font/…` or `data:application/font…` URLs (font-src). */
  fonts: boolean;
}

/** Which kinds of `data:` URLs a built file (HTML, CSS or JavaScript) loads. */
export function findDataUrls(text: string): DataUrlUse {
  return {
    images: /data:image\//i.test(text),
    fonts: /data:(?:font\/|application\/(?:x-)?font|application\/vnd\.ms-fontobject)/i.test(text),
  };
}

export interface PolicyInputs {
  /** Hash sources of every inline script on the site. */
  scriptHashes: string[];
  /** Hash sources of every inline event handler (they need 'unsafe-hashes'). */
  handlerHashes: string[];
  dataUrls: DataUrlUse;
}

/**
 * The site's Content-Security-Policy: everything from the site's own origin, scripts only
 * from files or by hash, nothing may frame the site, no plugins, no <base> elsewhere.
 * `upgrade-insecure-requests` is left out: every subresource is same-origin and relative,
 * so on HTTPS it changes nothing, and on a plain-HTTP origin (a loopback test server, an
 * intranet mirror) it would send every request to an https:// address that does not answer.
 */
export function buildPolicy({ scriptHashes, handlerHashes, dataUrls }: PolicyInputs): string {
  const unique = (values: string[]) => [...new Set(values)].sort();
  const scriptSources = ["'self'", ...unique(scriptHashes)];
  const handlers = unique(handlerHashes);
  if (handlers.length > 0) scriptSources.push("'unsafe-hashes'", ...handlers);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSources],
    // KaTeX and React set style attributes; inline styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', dataUrls.images ? ["'self'", 'data:'] : ["'self'"]],
    ['font-src', dataUrls.fonts ? ["'self'", 'data:'] : ["'self'"]],
    ['connect-src', ["'self'"]],
    // Nothing runs in a worker (the search runs on the page).
    ['worker-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** An nginx include file that sends the policy on every response, error pages included. */
export function nginxSnippet(policy: string, generatedFrom: string): string {
  if (/["\\\n]/.test(policy)) throw new Error(`Unexpected character in policy: ${policy}`);
  return [
    `# Generated by plugins/content-security-policy from ${generatedFrom} on every build.`,
    '# Do not edit: rebuild the site and copy this file next to the build it belongs to.',
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n');
}
