/**
 * Docusaurus plugin: metric-matched fallback fonts. Until the self-hosted web fonts arrive
 * (`font-display: swap`), text is set in a local font scaled and re-spaced to take the
 * same room (@capsizecss computes size-adjust and the ascent, descent and line-gap
 * overrides from both fonts' metrics), so the swap does not reflow the page: no layout
 * shift. src/css/custom.css lists the fallback families right after each web font.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import arialItalic from '@capsizecss/metrics/arial/italic';
import arimo from '@capsizecss/metrics/arimo';
import arimoBold from '@capsizecss/metrics/arimo/700';
import arimoItalic from '@capsizecss/metrics/arimo/italic';
import courierNew from '@capsizecss/metrics/courierNew';
import cousine from '@capsizecss/metrics/cousine';
import dmSans from '@capsizecss/metrics/dMSans';
import dmSansBold from '@capsizecss/metrics/dMSans/700';
import dmSansItalic from '@capsizecss/metrics/dMSans/italic';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import robotoItalic from '@capsizecss/metrics/roboto/italic';
import shareTechMono from '@capsizecss/metrics/shareTechMono';
import type { LoadContext, Plugin } from '@docusaurus/types';

type FontMetrics = Parameters<typeof createFontStack>[0][number];

/** The Liberation fonts have the metrics of Arimo and Cousine (Arial's and Courier New's). */
function liberation(metrics: FontMetrics, family: string, style: string): FontMetrics {
  const fullName = style ? `${family} ${style}` : family;
  const postscriptName = `${family.replace(/ /g, '')}${style ? `-${style}` : ''}`;
  return { ...metrics, familyName: family, fullName, postscriptName };
}

/** One face of a web font and the local faces that stand in for it, most common first. */
interface FallbackFace {
  weight: 400 | 700;
  style: 'normal' | 'italic';
  webFont: FontMetrics;
  /** Windows and macOS, Linux, Android. */
  locals: FontMetrics[];
}

/** The faces src/css/fonts.css declares, each with its local stand-ins. */
export const fallbackFaces: readonly FallbackFace[] = [
  {
    weight: 400,
    style: 'normal',
    webFont: dmSans,
    locals: [arial, liberation(arimo, 'Liberation Sans', ''), roboto],
  },
  {
    weight: 700,
    style: 'normal',
    webFont: dmSansBold,
    locals: [arialBold, liberation(arimoBold, 'Liberation Sans', 'Bold'), robotoBold],
  },
  {
    weight: 400,
    style: 'italic',
    webFont: dmSansItalic,
    locals: [arialItalic, liberation(arimoItalic, 'Liberation Sans', 'Italic'), robotoItalic],
  },
  {
    weight: 400,
    style: 'normal',
    webFont: shareTechMono,
    locals: [courierNew, liberation(cousine, 'Liberation Mono', '')],
  },
];

export interface FallbackFonts {
  /** The fallback families of each web font family, in stack order. */
  families: Record<string, string[]>;
  /** The @font-face rules of the fallback families. */
  css: string;
}

export function fallbackFonts(faces = fallbackFaces): FallbackFonts {
  const families: Record<string, string[]> = {};
  const rules: string[] = [];
  for (const { weight, style, webFont, locals } of faces) {
    const stack = createFontStack([webFont, ...locals], {
      fontFaceFormat: 'styleString',
      fontFaceProperties: { fontWeight: weight, fontStyle: style },
    });
    // fontFamily reads: "Web", "Web Fallback: A", "Web Fallback: B", A, B (family names).
    const fallbacks = stack.fontFamily
      .split(', ')
      .map((family) => family.replace(/^"|"$/g, ''))
      .filter((family) => family.startsWith(`${webFont.familyName} Fallback: `));
    const known = families[webFont.familyName];
    if (known && known.join() !== fallbacks.join()) {
      throw new Error(`font-fallbacks: the faces of ${webFont.familyName} need the same fallbacks`);
    }
    families[webFont.familyName] = fallbacks;
    rules.push(stack.fontFaces);
  }
  return { families, css: `${rules.join('\n')}\n` };
}

export default function fontFallbacksPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'font-fallbacks', 'fallbacks.css');
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, fallbackFonts().css);
  return {
    name: 'font-fallbacks',
    getClientModules: () => [cssFile],
  };
}
