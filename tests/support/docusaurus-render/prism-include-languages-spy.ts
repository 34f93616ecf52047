/**
 * The classic theme's prism-include-languages, recording each Prism it registers the
 * languages on: the render test bundles it as `@theme/prism-include-languages`.
 */
import prismIncludeLanguages from '@theme-original/prism-include-languages';

export const prismInstances: unknown[] = [];

export default function recordedPrismIncludeLanguages(prism: unknown): void {
  prismInstances.push(prism);
  prismIncludeLanguages(prism);
}
