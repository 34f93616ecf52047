import type { ResultGroup } from './engine';

/**
 * The groups drawn in the frame of a keystroke: whole groups from the top until they hold
 * at least `rows` rows. The others, below the box's visible height, follow a frame later,
 * so that each keystroke lays out only what the reader can see.
 */
export function firstFrameGroups(groups: readonly ResultGroup[], rows: number): ResultGroup[] {
  let count = 0;
  let end = 0;
  while (end < groups.length && count < rows) {
    count += groups[end]?.rows.length ?? 0;
    end += 1;
  }
  return groups.slice(0, end);
}
