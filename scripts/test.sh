#!/usr/bin/env bash
# The one test command (npm test, .ci/run): every check in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  local name="$1"
  shift
  local start=$SECONDS
  echo
  echo "==> $name"
  "$@"
  echo "<== $name: $((SECONDS - start)) s"
}

stage "Prettier" npx prettier --check .
stage "ESLint" npx eslint --max-warnings 0 .
stage "TypeScript" npx tsc --noEmit
stage "Spelling (cspell)" npx cspell --no-progress --no-summary --gitignore "**/*.{md,mdx,ts,tsx}"
stage "Markdown lint" npx markdownlint-cli2
stage "Originality" bash scripts/originality.sh
stage "Unit and content tests" node --import tsx --test tests/unit/*.test.ts tests/content/*.test.ts
stage "Production build" npm run build
stage "Chromium" bash scripts/ensure-chromium.sh
stage "nginx" bash scripts/ensure-nginx.sh
stage "Browser tests" npx playwright test
echo
echo "All checks passed in $SECONDS s."
