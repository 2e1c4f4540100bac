#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, and the HTML check runs the Nu checker on Java.
# Nothing may download a browser of its own: missing tools come from Debian's packages.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them as root with: apt-get install -y ${missing[*]}" >&2
exit 1
