/**
 * The copy button's work, in a chunk of its own that loads on the first click: fetch the
 * page's Markdown twin (same origin) and put it on the clipboard, then say how it went in the
 * live region at the end of the tools.
 */
const shownFor = 3000;
const timers = new WeakMap<Element, number>();

function say(status: HTMLElement, message: string, clearAfter?: number): void {
  window.clearTimeout(timers.get(status));
  status.textContent = message;
  if (clearAfter !== undefined) {
    timers.set(
      status,
      window.setTimeout(() => (status.textContent = ''), clearAfter),
    );
  }
}

export async function copyTwin(button: HTMLButtonElement, twin: string): Promise<void> {
  const status = button.parentElement?.lastElementChild as HTMLElement;
  let text: string;
  try {
    const response = await fetch(twin);
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch {
    say(status, 'Copy failed: the Markdown version did not load.');
    return;
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    say(status, 'Copy failed: the browser did not allow the clipboard.');
    return;
  }
  say(status, 'Copied', shownFor);
}
