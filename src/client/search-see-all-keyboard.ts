/**
 * Keyboard access to "See all results" in the navbar search. The suggestion list closes as
 * soon as the search box loses focus, so Tab could never reach the link at its bottom. Here
 * Tab from the box moves focus to that link and keeps the list open; Escape goes back to the
 * box, and leaving the link closes the list as a click elsewhere would.
 */
const inputSelector = 'input.navbar__search-input';

let keepOpen = false;

function seeAllLink(input: HTMLInputElement): HTMLAnchorElement | null {
  const listId = input.getAttribute('aria-owns') ?? input.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const link = list?.querySelector<HTMLAnchorElement>('a[href*="/search/"]');
  return link && link.offsetParent !== null ? link : null;
}

function onKeyDown(event: KeyboardEvent): void {
  const target = event.target as HTMLElement | null;
  if (!target) return;
  if (event.key === 'Tab' && !event.shiftKey && target.matches(inputSelector)) {
    const link = seeAllLink(target as HTMLInputElement);
    if (!link) return;
    // The list's own Tab handling would pick the highlighted suggestion instead.
    event.preventDefault();
    event.stopImmediatePropagation();
    keepOpen = true;
    link.focus();
    keepOpen = false;
    link.addEventListener(
      'focusout',
      (focusEvent) => {
        // Back in the box (Escape or Shift+Tab): the list stays. Anywhere else: close it.
        if (focusEvent.relatedTarget !== target) target.dispatchEvent(new FocusEvent('blur'));
      },
      { once: true },
    );
  } else if (event.key === 'Escape' && target.closest('[role=listbox]')) {
    document.querySelector<HTMLInputElement>(inputSelector)?.focus();
  }
}

function onBlurCapture(event: FocusEvent): void {
  // The capture phase on window runs first; stopping here keeps the list's own blur
  // handler on the box from closing the list while focus moves into it.
  if (keepOpen && (event.target as HTMLElement | null)?.matches?.(inputSelector)) {
    event.stopImmediatePropagation();
  }
}

if (typeof window !== 'undefined') {
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('blur', onBlurCapture, true);
}

export {};
