import type { Props } from '@theme/CodeBlock/Line';

type LineProps = Pick<
  Props,
  'line' | 'classNames' | 'showLineNumbers' | 'getLineProps' | 'getTokenProps'
>;

function sameClassNames(a: Props['classNames'], b: Props['classNames']): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((name, index) => name === b[index]);
}

/** Whether a code line would render the same: same tokens, getters and class names. */
export function sameLine(before: LineProps, after: LineProps): boolean {
  return (
    before.line === after.line &&
    before.showLineNumbers === after.showLineNumbers &&
    before.getLineProps === after.getLineProps &&
    before.getTokenProps === after.getTokenProps &&
    sameClassNames(before.classNames, after.classNames)
  );
}
