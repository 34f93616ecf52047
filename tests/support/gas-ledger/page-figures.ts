/**
 * Gas figures a page's source types: `gas used: N` as the CLI prints it, `N gas` in prose, and
 * the cells of a table's Gas column. Each must be a figure of the gas ledger; the ledger's
 * directives (`::gas-ledger`, `:gas`) put figures on pages without typing them.
 */
import type { GasLedger } from '../../../plugins/gas-ledger/types';

export interface TypedFigure {
  line: number;
  value: number;
  text: string;
}

const number = (text: string): number => Number(text.replace(/,/g, ''));

/** The gas figures typed in a Markdown source. */
export function typedGasFigures(source: string): TypedFigure[] {
  const found: TypedFigure[] = [];
  const lines = source.split('\n');
  let gasColumn: number | undefined;
  lines.forEach((text, i) => {
    const add = (value: string) => found.push({ line: i + 1, value: number(value), text });
    for (const m of text.matchAll(/gas used:? (\d[\d,]*\d|\d)/gi)) add(m[1]);
    for (const m of text.matchAll(/(\d{1,3}(?:,\d{3})+|\d{4,}) gas\b/gi)) add(m[1]);
    // A table: its header row names the columns; a Gas column's cells are gas figures.
    if (/^\s*\|/.test(text)) {
      const cells = text
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const next = lines[i + 1] ?? '';
      if (/^\s*\|[\s:|-]+\|\s*$/.test(next)) {
        const at = cells.findIndex((c) => /^gas\b/i.test(c));
        gasColumn = at >= 0 ? at : undefined;
      } else if (gasColumn !== undefined && !/^\s*\|[\s:|-]+\|\s*$/.test(text)) {
        for (const m of (cells[gasColumn] ?? '').matchAll(/\d{1,3}(?:,\d{3})+|\d{4,}/g)) add(m[0]);
      }
    } else {
      gasColumn = undefined;
    }
  });
  return found;
}

/** Every figure the ledger holds: each transaction's gas, and each command's total in a run. */
export function ledgerFigures(ledger: GasLedger): Set<number> {
  const figures = new Set<number>();
  const runs = [
    ledger.quickstart.transactions,
    ledger.proofs.transactions,
    ...ledger.merges.sizes.map((s) => s.transactions),
  ];
  for (const txs of runs) {
    const totals = new Map<string, number>();
    for (const tx of txs) {
      figures.add(tx.gasUsed);
      totals.set(tx.command, (totals.get(tx.command) ?? 0) + tx.gasUsed);
    }
    for (const total of totals.values()) figures.add(total);
  }
  return figures;
}

/** The typed figures of a source that the ledger does not hold. */
export function unknownGasFigures(source: string, ledger: GasLedger): TypedFigure[] {
  const known = ledgerFigures(ledger);
  return typedGasFigures(source).filter((f) => !known.has(f.value));
}
