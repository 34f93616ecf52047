/**
 * Marks a skipped block once the browser has drawn it (./long-pages.css keeps `overflow:
 * hidden` on blocks without the mark). A skipped block is as tall as its estimate, and what
 * it holds is laid out past that box whenever a script asks for its geometry; an
 * accessibility checker then finds, say, a table's links over the next block's code
 * background. Hidden overflow tells it that this part lies outside what is shown. A drawn
 * block is as tall as its content, so the mark takes the clip away again: focus rings reach
 * past a block's edge.
 *
 * The head script listens before the body is parsed, so that no block is drawn unmarked, and
 * flags the root: the stylesheet skips blocks only under that flag, so that where scripts do
 * not run, and nothing could lift the clip, every block is drawn and a wide table scrolls.
 */
export const drawnAttribute = 'data-drawn';

/** On the root once drawn blocks are being marked; long pages skip blocks only then. */
export const markingAttribute = 'data-marks-drawn';

/** The head script: on `contentvisibilityautostatechange`, marks the block if it is drawn. */
export const markDrawnScript =
  'document.addEventListener("contentvisibilityautostatechange",function(e){' +
  `e.skipped||e.target.setAttribute("${drawnAttribute}","")},true);` +
  `document.documentElement.setAttribute("${markingAttribute}","")`;
