import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fallbackFonts } from '../../plugins/font-fallbacks';

const customCss = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** The families of a CSS custom property's font stack, unquoted. */
function stackOf(property: string): string[] {
  const value = new RegExp(`${property}:([^;]+);`).exec(customCss)?.[1];
  assert.ok(value, `${property} is set in custom.css`);
  return value.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
}

describe('font-fallbacks', () => {
  const { families, css } = fallbackFonts();

  it('declares one scaled local face per fallback family', () => {
    for (const family of Object.values(families).flat()) {
      const face = new RegExp(`@font-face \\{\\s*font-family: "${family}";([^}]*)\\}`).exec(css);
      assert.ok(face, `a face for ${family}`);
      assert.match(face[1] ?? '', /src: local\('[^']+'\)/);
      assert.match(face[1] ?? '', /size-adjust: \d+(\.\d+)?%/);
      assert.match(face[1] ?? '', /ascent-override: \d+(\.\d+)?%/);
    }
  });

  it('scales Arial up to DM Sans and Courier New down to Share Tech Mono', () => {
    // DM Sans is wider than Arial; Share Tech Mono (0.54 em) narrower than Courier New (0.6 em).
    const sizeAdjust = (family: string) =>
      Number(new RegExp(`"${family}";[^}]*size-adjust: ([\\d.]+)%`).exec(css)?.[1]);
    assert.ok(sizeAdjust('DM Sans Fallback: Arial') > 100);
    assert.ok(Math.abs(sizeAdjust('Share Tech Mono Fallback: Courier New') - 90) < 0.5);
  });

  it('gives the bold and italic faces their own local faces and metrics', () => {
    const bold =
      /font-family: "DM Sans Fallback: Arial";\s*src: local\('Arial Bold'\)[^}]*font-weight: 700;[^}]*size-adjust: ([\d.]+)%/.exec(
        css,
      );
    const italic =
      /font-family: "DM Sans Fallback: Arial";\s*src: local\('Arial Italic'\)[^}]*font-style: italic;/.exec(
        css,
      );
    assert.ok(bold, 'a bold Arial face');
    assert.ok(italic, 'an italic Arial face');
    // DM Sans Bold is wider than DM Sans, Arial Bold wider still: a different scale.
    assert.notEqual(Number(bold[1]), 104.531);
  });

  it('custom.css puts the fallback families right after their web font', () => {
    assert.deepEqual(stackOf('--ifm-font-family-base').slice(0, 4), [
      'DM Sans',
      ...(families['DM Sans'] ?? []),
    ]);
    assert.deepEqual(stackOf('--maci-font-display').slice(0, 3), [
      'Share Tech Mono',
      ...(families['Share Tech Mono'] ?? []),
    ]);
  });
});
