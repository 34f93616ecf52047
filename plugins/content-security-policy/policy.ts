/**
 * Pure functions behind the Content-Security-Policy plugin: find the inline code that a
 * policy without 'unsafe-inline' must allow by hash, and write the policy.
 *
 * HTML is read with a small tokenizer rather than a DOM: the hash must cover the script's
 * text exactly as the browser's parser sees it, and script elements are raw text (no entity
 * decoding), so the bytes between `<script …>` and the next `</script` are that text.
 */
import { createHash } from 'node:crypto';

export interface Tag {
  /** Lower-case element name. */
  name: string;
  /** Attributes by lower-case name; a value-less attribute has the empty string. */
  attributes: Map<string, string>;
  /** For script and style elements: their raw text content. */
  text?: string;
}

const rawTextElements = new Set(['script', 'style', 'textarea', 'title']);
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an attribute value may hold (numeric and the common named ones). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** Start tags of an HTML document, in order, skipping comments and doctype. */
export function* startTags(html: string): Generator<Tag> {
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) return;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(open, open + 64));
    if (!nameMatch) {
      i = open + 1;
      continue;
    }
    const name = nameMatch[1].toLowerCase();
    // The tag ends at the first '>' outside a quoted attribute value.
    let j = open + nameMatch[0].length;
    let quote = '';
    for (; j < html.length; j++) {
      const c = html[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        // Quotes only open a value right after '='.
        if (/=\s*$/.test(html.slice(Math.max(open, j - 8), j))) quote = c;
      } else if (c === '>') break;
    }
    const attributes = new Map<string, string>();
    for (const m of html.slice(open + nameMatch[0].length, j).matchAll(attributePattern)) {
      const key = m[1].toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    }
    i = j + 1;
    const tag: Tag = { name, attributes };
    if (rawTextElements.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      const end = close === -1 ? html.length : close;
      tag.text = html.slice(i, end);
      i = end;
    }
    yield tag;
  }
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

/** The browser's parser turns CR LF and lone CR into LF before the text is hashed. */
function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
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
  for (const tag of startTags(html)) {
    if (tag.name === 'script' && !tag.attributes.has('src')) {
      if (isExecutableType(tag.attributes.get('type'))) {
        found.scripts.push(normalizeNewlines(tag.text ?? ''));
      }
    }
    for (const [key, value] of tag.attributes) {
      if (/^on[a-z]+$/.test(key)) found.handlers.push(normalizeNewlines(value));
      if (['href', 'src', 'action', 'formaction'].includes(key)) {
        if (/^\s*javascript:/i.test(value)) found.javascriptUrls.push(value);
      }
    }
  }
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
