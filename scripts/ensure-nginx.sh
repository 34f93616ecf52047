#!/usr/bin/env bash
# The browser tests serve the build with Debian's nginx and the shipped configuration
# (deploy/nginx/), which needs the brotli modules. Installs them when missing and we are
# root; otherwise says what to do.
set -euo pipefail
nginx_path="${NGINX_PATH:-/usr/sbin/nginx}"
modules_path="${NGINX_MODULES_PATH:-/usr/lib/nginx/modules}"
missing() {
  [ -x "$nginx_path" ] || return 0
  [ -f "$modules_path/ngx_http_brotli_filter_module.so" ] || return 0
  [ -f "$modules_path/ngx_http_brotli_static_module.so" ] || return 0
  return 1
}
if ! missing; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli modules not found: installing Debian's packages..."
  # Keep the package scripts from starting a system nginx on port 80: the tests run their own.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null
  missing || exit 0
fi
cat >&2 <<MSG
The browser tests serve the site with nginx and its brotli modules, but $nginx_path or
$modules_path/ngx_http_brotli_{filter,static}_module.so was not found. Install them, then run
npm test again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y nginx \\
                    libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
  Elsewhere:      set NGINX_PATH to an nginx 1.19.5 or newer and NGINX_MODULES_PATH to the
                  folder that holds the two brotli modules.
MSG
exit 1
