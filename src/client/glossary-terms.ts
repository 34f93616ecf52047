/**
 * Glossary terms (plugins/glossary-terms): CSS shows a term's tooltip on hover and focus;
 * this module adds what CSS cannot. Escape hides a visible tooltip until the pointer leaves
 * or focus moves on; a term near the window's right edge shifts its tooltip left so it stays
 * in view; and after a client-side navigation, tooltips that React rendered empty are filled
 * from the definitions, which load then (pages from the server have them in their HTML).
 */
import type { ClientModule } from '@docusaurus/types';
import definitions, { loadDefinitions } from '@glossary-definitions';
import { termClass, tooltipClass, tooltipIdPrefix } from '../../plugins/glossary-terms/names';

const termSelector = `.${termClass}`;

const termOf = (target: EventTarget | null): HTMLElement | null | undefined =>
  (target as Element | null)?.closest?.<HTMLElement>(termSelector);

/** Shifts the tooltip left by what its widest form would overflow the window by. */
function place(term: HTMLElement): void {
  const width = document.documentElement.clientWidth;
  const overflow = term.getBoundingClientRect().left + Math.min(320, width - 32) + 16 - width;
  term.style.setProperty('--glossary-shift', `${-Math.max(0, overflow)}px`);
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const term of document.querySelectorAll<HTMLElement>(
      `${termSelector}:hover, ${termSelector}:focus-within`,
    )) {
      term.dataset.dismissed = '';
    }
  });
  for (const type of ['mouseover', 'focusin']) {
    document.addEventListener(type, (event) => {
      const term = termOf(event.target);
      if (term) place(term);
    });
  }
  // A dismissed tooltip shows again once the pointer has left its term, or on the next focus.
  document.addEventListener('mouseout', (event) => {
    const term = termOf(event.target);
    if (term && !term.contains(event.relatedTarget as Node | null)) delete term.dataset.dismissed;
  });
  document.addEventListener('focusout', (event) => {
    const term = termOf(event.target);
    if (term) delete term.dataset.dismissed;
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const empty = document.querySelectorAll<HTMLElement>(`.${tooltipClass}:empty`);
    if (empty.length === 0) return;
    void loadDefinitions().then(() => {
      for (const tip of empty)
        tip.innerHTML = definitions[tip.id.slice(tooltipIdPrefix.length)] ?? '';
    });
  },
};

export default clientModule;
