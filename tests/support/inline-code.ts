import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code, InlineCode } from 'mdast';
import { visit } from 'unist-util-visit';

export interface SymbolReference {
  /** The inline code as written, e.g. `Poll.publishMessage()`. */
  code: string;
  /** Its identifier parts, e.g. ['Poll', 'publishMessage']. */
  parts: string[];
  line: number;
}

/**
 * Inline code that names a program symbol: `Name`, `name()`, `Contract.member(...)`,
 * `Type[]`. Plain lower-case words (`true`, `npm`), paths, flags, numbers and
 * expressions with spaces are not symbol names and are skipped.
 */
export function symbolReferences(markdown: string): SymbolReference[] {
  const found: SymbolReference[] = [];
  visit(fromMarkdown(markdown), 'inlineCode', (node: InlineCode) => {
    const match = /^([A-Za-z_][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(\)|\([^()]*\))?(\[\])?$/.exec(
      node.value.trim(),
    );
    // File names (`Poll.sol`, `e2e.yml`) are paths, not symbols.
    if (
      !match ||
      /\.(sol|circom|ts|js|json|ya?ml|md|zkey|wasm|dat|txt|sh|toml|env|ptau|r1cs|sym|wtns)$/.test(
        node.value.trim(),
      )
    ) {
      return;
    }
    const [, dotted, call] = match;
    const parts = dotted.split('.');
    const looksLikeSymbol = Boolean(call) || parts.length > 1 || /[A-Z_]/.test(dotted);
    if (!looksLikeSymbol) return;
    found.push({ code: node.value, parts, line: node.position?.start.line ?? 0 });
  });
  return found;
}

/** Identifiers that appear in the fenced code blocks of a page. */
export function codeBlockIdentifiers(markdown: string): Set<string> {
  const identifiers = new Set<string>();
  visit(fromMarkdown(markdown), 'code', (node: Code) => {
    for (const match of node.value.matchAll(/[A-Za-z_$][\w$]*/g)) identifiers.add(match[0]);
  });
  return identifiers;
}
