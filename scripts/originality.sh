#!/usr/bin/env bash
# Originality check of hand-written prose against the original site. The checker lives in
# ../shared (present on the team's machines and in CI, absent from a user's clone).
set -euo pipefail
checker="../shared/tools/originality-check.mjs"
if [ ! -f "$checker" ]; then
  echo "Originality check skipped: $checker not found (it exists only beside the team's checkout)."
  exit 0
fi
# The generated reference folders (config/reference.ts) hold no hand-written prose, and an
# example's dist/ holds its build. The examples' own code is checked like the pages.
folders=$(npx tsx -e "import { referenceFolders } from './config/reference';
console.log(Object.values(referenceFolders).join(' '));")
excludes=()
for folder in $folders; do excludes+=(--exclude "$folder"); done
node "$checker" "${excludes[@]}" --exclude dist versioned_docs blog src examples
