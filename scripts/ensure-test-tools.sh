#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; nothing may download a browser of its own.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium fehlt: installiere Debians Paket 'chromium' …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM. Install it as root with: apt-get install -y chromium" >&2
exit 1
