/**
 * Runs `task` once the next frame has been painted: a timer set in an animation frame runs
 * after that frame. Returns what cancels it, for an effect's cleanup. The search box and the
 * search page draw the rest of a long list this way, after the part in view is on screen.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
