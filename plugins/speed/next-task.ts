/** Resolves in a task of its own, so that the browser can handle input and paint first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
