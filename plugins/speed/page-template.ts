/**
 * The page template (Docusaurus `ssrTemplate`, an Eta template): a copy of
 * @docusaurus/core 3.10.2 lib/ssg/ssgTemplate.html.js (registered in
 * tests/support/upstream-copies.ts). It differs from that default in one way: the entry scripts are requested and run only after the browser has
 * painted the server-rendered page. With plain `defer` they ran as soon as parsing ended,
 * and the content's first paint waited for that long task (the bundle's parse and start-up)
 * on slow phones. They are not preloaded either: until the first paint, the connection's
 * bandwidth goes to what that paint needs (the stylesheet, the fonts and images).
 */

// Runs at the end of the body. The scripts start (in order: async = false) once the first
// contentful paint has been presented, so neither their download nor the bundle's long
// start-up task holds back what the reader sees first. Browsers without paint timing start
// them one frame later instead; go() runs once.
const startScripts = `(function(){var done=false;function go(){if(done)return;done=true;setTimeout(function(){<%~ JSON.stringify(it.scripts.map(function(s){return it.baseUrl+s})) %>.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=false;document.head.appendChild(s)})})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(go)}})()`;

// The home page's base URL check (Docusaurus's BaseUrlIssueBanner, among the Helmet tags) shows its warning when
// the site's scripts have not run by DOMContentLoaded, so that page keeps deferred scripts.
const baseUrlCheck = '__docusaurus-base-url-issue-banner';

export const htmlTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>"><% }); %>
    <% if (it.metaAttributes.join('').includes('${baseUrlCheck}')) { %>
    <% it.scripts.forEach((script) => { %><script src="<%= it.baseUrl %><%= script %>" defer></script><% }); %>
    <% } %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <% if (!it.metaAttributes.join('').includes('${baseUrlCheck}')) { %><script>${startScripts}</script><% } %>
  </body>
</html>
`;

/**
 * The entry scripts a built page loads: its `<script src>` elements (the home page) or the
 * list in its start-up script (every other page).
 */
export function entryScriptsOfHtml(html: string): string[] {
  const elements = [...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1] ?? '');
  const started = /(\["[^\]]*"\])\.forEach\(/.exec(html)?.[1];
  return [...elements, ...(started ? (JSON.parse(started) as string[]) : [])];
}
