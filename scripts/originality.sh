#!/usr/bin/env bash
# Originality check of hand-written prose against the original site. The checker lives in
# ../shared (present on the team's machines and in CI, absent from a user's clone).
set -euo pipefail
checker="../shared/tools/originality-check.mjs"
if [ ! -f "$checker" ]; then
  echo "Originality check skipped: $checker not found (it exists only beside the team's checkout)."
  exit 0
fi
node "$checker" --exclude typedoc --exclude solidity-docs versioned_docs blog src
