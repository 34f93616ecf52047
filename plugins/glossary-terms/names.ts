/**
 * The names a glossary mark carries, shared by the remark plugin that writes them, the
 * browser module that handles them (src/client/glossary-terms.ts) and the search index that
 * skips the tooltips. src/css/glossary-terms.css spells the class names too.
 */

/** The class of a mark: the focusable word and its tooltip. */
export const termClass = 'glossary-term';
/** The class of a tooltip. */
export const tooltipClass = 'glossary-tip';
/** A tooltip's id is this prefix and its term's slug. */
export const tooltipIdPrefix = 'glossary-tip-';
