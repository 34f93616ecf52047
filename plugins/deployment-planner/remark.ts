/**
 * Remark plugin: `::deployment-planner` becomes the planner component, given the facts read
 * from the installed packages as a prop. The facts are inlined into the page's own module, so
 * the planner's code and data load on that page only, and nothing is generated on disk.
 */
import type { Root, RootContent } from 'mdast';
// Registers the directive and MDX node types on mdast's node map.
import type {} from 'mdast-util-directive';
import type {} from 'remark-mdx';
import { visit } from 'unist-util-visit';
import { plannerFacts } from './facts';
import type { PlannerFacts } from './plan';
import { esmNode, expressionAttribute } from '../mdx-estree';

export const directiveName = 'deployment-planner';
export const componentName = 'DeploymentPlanner';
/** The languages of the planner's code blocks, for their grammars (config/speed.ts). */
export const plannerCodeLanguages = ['bash', 'json'] as const;
const componentModule = '@site/src/components/DeploymentPlanner';

export default function remarkDeploymentPlanner(options: { facts?: () => PlannerFacts } = {}) {
  const facts = options.facts ?? plannerFacts;
  return (tree: Root): void => {
    let used = false;
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== directiveName || !parent || index === undefined) return;
      const json = JSON.stringify(facts());
      const element: RootContent = {
        type: 'mdxJsxFlowElement',
        name: componentName,
        attributes: [expressionAttribute('facts', json)],
        children: [],
      };
      parent.children.splice(index, 1, element);
      used = true;
    });
    if (!used) return;
    tree.children.unshift(esmNode(`import ${componentName} from '${componentModule}';`));
  };
}
