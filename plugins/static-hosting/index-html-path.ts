/**
 * A static host such as GitHub Pages serves `/docs/x/index.html` as it is, without
 * redirecting to `/docs/x/`. The router knows only the second form, so the app would render
 * the not-found page over the server's HTML of that page (React's hydration error #418).
 * This script, first in the head, rewrites the address before the app starts; the page
 * itself is the same file either way.
 */
export const indexHtmlPathScript =
  '(function(l){var i=l.pathname.lastIndexOf("/index.html");' +
  'if(i>=0&&i+11===l.pathname.length)' +
  'history.replaceState(history.state,"",l.pathname.slice(0,i+1)+l.search+l.hash)})(location)';
