/**
 * What the shipped nginx configuration (deploy/nginx/) must send, for the browser tests that
 * run against it. Written out here rather than read from the configuration, so that a
 * changed or lost header fails a test.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { nginxCspFile } from '../../config/hosting';

export const siteDir = join(__dirname, '..', '..');

/** Headers every response carries, with their exact values (Content-Security-Policy apart). */
export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
};

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** The policy the build wrote for nginx (build-config/nginx/), as nginx should send it. */
export function generatedPolicy(): string {
  const file = join(siteDir, nginxCspFile);
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run build\`.`);
  const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
    readFileSync(file, 'utf8'),
  )?.[1];
  if (!policy) throw new Error(`No Content-Security-Policy line in ${file}`);
  return policy;
}

/** A policy's directives by name, each with its list of sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The CSP source that allows an inline script with this text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Problems with one response's security headers: missing or different values, and a
 * Content-Security-Policy other than the one the build generated.
 */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const expected = { ...securityHeaders, 'content-security-policy': generatedPolicy() };
  for (const [name, value] of Object.entries(expected)) {
    if (headers[name] !== value) problems.push(`${name}: ${headers[name] ?? '(missing)'}`);
  }
  return problems;
}

/**
 * The texts of the inline scripts the browser runs in the current document (data blocks such
 * as JSON-LD are not run, and the policy does not cover them).
 */
export async function inlineScriptTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => {
        const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
        return type === '' || type === 'module' || /^(text|application)\/javascript$/.test(type);
      })
      .map((script) => script.textContent ?? ''),
  );
}
