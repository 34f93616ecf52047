/**
 * Figures of the proof page's run (time and memory of its slow steps, file sizes), written to
 * figures.json by the page's test when it runs with RECORD_PROOF_FIGURES=1 and shown on the page
 * through `:proof-run{…}`. The test fails when the figures were recorded for other commands or
 * inputs than the page's, so a change to a slow step means measuring it again.
 */
import data from './figures.json';

export interface StepFigure {
  seconds: number;
  /** Peak resident memory of the largest process of the step. */
  kilobytes: number;
}

/** genProofs' own time for each kind of proof, over all its batches, on the recording machine. */
export interface ProvingFigures {
  process: { batches: number; seconds: number };
  tally: { batches: number; seconds: number };
  /** Cores of the machine that recorded them. */
  cores: number;
}

export interface ProofRunFigures {
  /** By the name of the step's `measure` or `cache` marker. */
  steps: Record<string, StepFigure>;
  /** Sizes in bytes of files the run wrote, by file name. */
  files: Record<string, number>;
  proving: ProvingFigures;
  /** The cache key of each cached step at the time of the recording run. */
  keys: Record<string, string>;
  /** The steps whose time adds up to the one-time cost the page quotes. */
  oneTime: string[];
}

export const figures: ProofRunFigures = data;

export const directiveName = 'proof-run';

const megabytes = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

const gigabytes = (kilobytes: number): string =>
  kilobytes >= 1e6 ? `${(kilobytes / 1e6).toFixed(1)} GB` : `${Math.round(kilobytes / 1e3)} MB`;

/** 47 s, 3 min, 14 min: precise enough for a machine that is not the reader's. */
export function duration(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  return `${Math.round(seconds / 60)} min`;
}

/** The text that stands for a directive's attributes: `step`, `file`, `total` or `ptau-size`. */
export function figureText(
  attributes: Record<string, string | null | undefined>,
  f = figures,
): string {
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`:${directiveName}: no figure for ${what} in figures.json`);
    return value;
  };
  if (attributes.step) {
    const step = need(f.steps[attributes.step], `step "${attributes.step}"`);
    return `${duration(step.seconds)} and ${gigabytes(step.kilobytes)} of memory`;
  }
  if (attributes.file)
    return megabytes(need(f.files[attributes.file], `file "${attributes.file}"`));
  if ('total' in attributes) {
    const total = f.oneTime.reduce(
      (sum, name) => sum + need(f.steps[name], `step "${name}"`).seconds,
      0,
    );
    return duration(total);
  }
  throw new Error(`:${directiveName} needs step="…", file="…" or total`);
}
