// Copy of @docusaurus/theme-classic 3.10.2 lib/theme/CodeBlock/Content/index.js (registered
// in tests/support/upstream-copies.ts); the change is described below.
import { forwardRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { Highlight } from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Content';
// The theme's own stylesheet: the same class names, emitted once.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // The block may scroll sideways, so it is a keyboard stop, as the theme makes it.
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * The theme's code block content, with one change: the Prism theme is read from the theme
 * config, not through `usePrismTheme`. That hook subscribes the block to the color mode,
 * which the theme sets again in an effect right after hydration; every code block then
 * re-rendered its lines in one task that could not be split. This site gives both color
 * modes the same Prism theme, whose colors are CSS variables (config/theme.ts), so the
 * color mode never changes what a block renders.
 */
export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = useThemeConfig().prism.theme;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className, style, tokens: lines, getLineProps, getTokenProps }) => (
        <Pre
          ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
          className={clsx(classNameProp, className)}
          style={style}
        >
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
