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

# Each stage that has a package.json script runs it, so `npm run lint` (the lint:* scripts),
# `npm run test:unit` and `npm run test:browser` run exactly what these stages run.
stage "Prettier" npm run --silent lint:prettier
stage "ESLint" npm run --silent lint:eslint
stage "TypeScript" npm run --silent lint:types
stage "Spelling (cspell)" npm run --silent lint:spelling
stage "Markdown lint" npm run --silent lint:markdown
stage "Originality" bash scripts/originality.sh
stage "Unit and content tests" npm run --silent test:unit
stage "Chromium" bash scripts/ensure-chromium.sh
# The example app of "Voting from a web app": installed from the registry, built, and driven in
# Chromium against a Hardhat node (tests/example).
stage "Example app" npm run --silent test:example
stage "nginx" bash scripts/ensure-nginx.sh
# The site with every speed measure off (plugins/speed/groups.ts) must still work: a build of it and
# a smoke pass over it. Before the production build, which then writes the server
# configuration (CSP hashes) that the browser tests serve build/ with.
stage "Build with speed off" npm run --silent build:speed-off
stage "Smoke pass with speed off" npm run --silent test:speed-off
stage "Production build" npm run build
stage "Browser tests" npm run --silent test:browser
echo
echo "All checks passed in $SECONDS s."
