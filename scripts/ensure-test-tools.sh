#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, and the visitor's main paths also WebKitGTK (its
# WebDriver, which brings MiniBrowser, in a virtual X display) and Firefox ESR; the HTML check
# runs the Nu checker on Java, the deployment test runs Debian's Caddy in front of the server
# (and asks `ss`, of iproute2, what the server has read of a connection), and the unit tests
# check the systemd units with systemd-analyze. Nothing may download a browser of its own:
# missing tools come from Debian's packages.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v caddy >/dev/null 2>&1 || missing+=(caddy)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
command -v ss >/dev/null 2>&1 || missing+=(iproute2)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install them as root with: apt-get install -y ${missing[*]}" >&2
exit 1
