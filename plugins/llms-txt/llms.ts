/** The llms.txt index and the llms-full.txt bundle (https://llmstxt.org/), as plain strings. */

export interface IndexEntry {
  title: string;
  url: string;
  description?: string;
}

export interface IndexSection {
  title: string;
  entries: IndexEntry[];
}

export interface IndexFile {
  title: string;
  /** One sentence for the `>` block quote. */
  summary: string;
  /** Paragraphs between the summary and the first section. */
  details?: string[];
  sections: IndexSection[];
}

/** Text on one line, without the characters that would end a link label early. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const linkLabel = (text: string): string => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/** One `- [Title](url): description` line. */
export function indexLine({ title, url, description }: IndexEntry): string {
  const note = description ? oneLine(description) : '';
  return `- [${linkLabel(title)}](${url})${note ? `: ${note}` : ''}`;
}

export function renderIndex(file: IndexFile): string {
  const parts = [`# ${oneLine(file.title)}`, `> ${oneLine(file.summary)}`, ...(file.details ?? [])];
  for (const section of file.sections) {
    if (section.entries.length === 0) continue;
    parts.push(`## ${oneLine(section.title)}\n\n${section.entries.map(indexLine).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

export interface BundledPage {
  /** Address of the page the Markdown came from. */
  url: string;
  markdown: string;
}

/** Every page's Markdown in one file, each after a rule and a line naming its address. */
export function renderBundle(head: Omit<IndexFile, 'sections'>, pages: BundledPage[]): string {
  const intro = [`# ${oneLine(head.title)}`, `> ${oneLine(head.summary)}`, ...(head.details ?? [])];
  const bodies = pages.map(({ url, markdown }) => `---\n\nSource: <${url}>\n\n${markdown.trim()}`);
  return `${[...intro, ...bodies].join('\n\n')}\n`;
}
