/**
 * A new issue at `newIssueUrl` (config/site.ts, handed to the browser as a custom field), its
 * title and body prefilled with the page's title and address.
 */
export function reportUrl(newIssueUrl: string, title: string, pageUrl: string): string {
  const issueTitle = encodeURIComponent(`Problem on "${title}"`);
  const body = encodeURIComponent(`Page: ${pageUrl}\n\n`);
  return `${newIssueUrl}?title=${issueTitle}&body=${body}`;
}
