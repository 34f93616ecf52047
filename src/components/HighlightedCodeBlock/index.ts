// Imported for its effect by every Markdown page with code (see ./registry.ts).
import HighlightedCodeBlock from '@theme-original/CodeBlock';
import { provideHighlightedCodeBlock } from './registry';

provideHighlightedCodeBlock(HighlightedCodeBlock);
