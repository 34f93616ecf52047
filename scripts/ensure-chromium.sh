#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own download is not reachable here).
# Installs it when missing and we are root; otherwise says what to do.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium_path: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_path" ] && exit 0
fi
cat >&2 <<MSG
Chromium is needed for the browser tests but was not found at $chromium_path.
Install it, then run npm test again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  Elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
