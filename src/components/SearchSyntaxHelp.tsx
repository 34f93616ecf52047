// cspell:words procesing gatekeep vkreg vkregistr setpu Procesor troubleshoting Registri rapidsnrak مرحبا -- typos and word stems are deliberate search examples
import type { ReactNode } from 'react';

const operators: [example: string, meaning: string][] = [
  ['+poll', 'results must contain “poll”'],
  ['-subsidy', 'results must not contain “subsidy”'],
  ['gatekeep*', 'any word that starts with “gatekeep”'],
  ['procesing~1', 'words one edit away, to forgive a typo'],
  ['tally^10 vote', '“tally” counts ten times as much as “vote”'],
  ['title:poll', 'search page titles only (also heading: and content:)'],
];

/**
 * A short guide to the query syntax the site search understands (plugins/site-search);
 * `className` places it on its page.
 */
export default function SearchSyntaxHelp({ className }: { className?: string }): ReactNode {
  return (
    <section className={className} aria-labelledby="search-syntax">
      <h2 id="search-syntax">Search syntax</h2>
      <p>
        Plain words find pages as you type. Add an operator for more control; operators combine, as
        in <code>+poll -subsidy title:tally*</code>.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">To find</th>
          </tr>
        </thead>
        <tbody>
          {operators.map(([example, meaning]) => (
            <tr key={example}>
              <td>
                <code>{example}</code>
              </td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
