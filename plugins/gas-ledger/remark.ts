/**
 * Remark plugin: `::gas-ledger{table="…"}` becomes a table of the gas ledger (`quickstart`,
 * `proofs`, `merges`, `positions` or `example`), and `:gas{…}` one of its figures as text
 * (see tables.ts), so no page types a gas figure.
 */
import type { PhrasingContent, Root, RootContent, TableCell } from 'mdast';
// Registers the directive node types on mdast's node map.
import type {} from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import { ledger, siteCostFacts } from '.';
import { exampleTable, figure, mergesTable, positionsTable, runTable, type Table } from './tables';

export const tableDirective = 'gas-ledger';
export const figureDirective = 'gas';

/** A cell's text: `code` spans and a whole-cell `**strong**`, the only marks tables.ts uses. */
function phrasing(text: string): PhrasingContent[] {
  const strong = /^\*\*(.*)\*\*$/.exec(text);
  if (strong) return [{ type: 'strong', children: phrasing(strong[1]) }];
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`')
        ? { type: 'inlineCode', value: part.slice(1, -1) }
        : { type: 'text', value: part },
    );
}

function tableNode({ head, rows, numeric }: Table): RootContent {
  const row = (cells: string[]) => ({
    type: 'tableRow' as const,
    children: cells.map((cell): TableCell => ({ type: 'tableCell', children: phrasing(cell) })),
  });
  return {
    type: 'table',
    align: head.map((_, i) => (numeric.includes(i) ? 'right' : null)),
    children: [row(head), ...rows.map(row)],
  };
}

export function ledgerTable(name: string | null | undefined): Table {
  const facts = siteCostFacts();
  switch (name) {
    case 'quickstart':
      return runTable(ledger.quickstart);
    case 'proofs':
      return runTable(ledger.proofs);
    case 'merges':
      return mergesTable(ledger);
    case 'positions':
      return positionsTable(facts);
    case 'example':
      return exampleTable(facts);
    default:
      throw new Error(
        `::${tableDirective} needs table="quickstart|proofs|merges|positions|example"`,
      );
  }
}

export default function remarkGasLedger() {
  return (tree: Root): void => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'leafDirective' && node.name === tableDirective) {
        parent.children.splice(index, 1, tableNode(ledgerTable(node.attributes?.table)));
        return SKIP;
      }
      if (node.type === 'textDirective' && node.name === figureDirective) {
        const text = figure(node.attributes ?? {}, ledger, siteCostFacts());
        parent.children.splice(index, 1, { type: 'text', value: text });
        return SKIP;
      }
      return undefined;
    });
  };
}
