#!/usr/bin/env bash
# The whole test suite, as CI runs it, cheapest first so that a run tells early what failed:
#   install check   Debian's Chromium, WebKitGTK's driver, xvfb, Firefox ESR, Caddy, Java,
#                   systemd-analyze (scripts/ensure-test-tools.sh)
#   typecheck, lint at the same time
#   unit            Vitest (vitest.config.ts): unit, component, server and process tests
#   build           the production build (scripts/build-site.ts)
#   build checks    vitest.build.config.ts: the Nu HTML checker, the byte budgets and that the
#                   build holds only what is served, on build/
#   browser         Playwright against the production server: e2e/ in Chromium, engines/ in
#                   Chromium, WebKit and Firefox
# Each phase prints one line with its seconds and counts. A failed phase shows its output (the
# long phases show theirs as they run) and stops the run; the logs stay in the folder it names.
# The install runs in the background while typecheck and lint run (it is mostly download), and
# is awaited before the unit tests (they call systemd-analyze).
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d "${TMPDIR:-/tmp}/praxis-test.XXXXXX")
start=$SECONDS
summary=()
failed=()
background=()
# A stopped run leaves nothing running behind it (an apt-get would hold the dpkg lock).
trap 'for pid in "${background[@]}"; do kill "$pid" 2>/dev/null; done' EXIT

strip() { sed 's/\x1b\[[0-9;]*m//g' "$1"; }
# The first number in the phase's log that matches the pattern ("Tests  839 passed", "12 passed").
count() { strip "$logs/$1.log" | grep -Eo "$2" | grep -Eo '[0-9]+' | head -n 1; }

# quiet NAME CMD...: runs CMD with its output in the phase's log only.
quiet() {
  local name=$1 began=$SECONDS
  shift
  "$@" >"$logs/$name.log" 2>&1
  echo "$? $((SECONDS - began))" >"$logs/$name.status"
}

# shown NAME CMD...: runs CMD with its output on screen too (the long phases show progress).
shown() {
  local name=$1 began=$SECONDS
  shift
  touch "$logs/$name.shown"
  echo "== $name"
  "$@" 2>&1 | tee "$logs/$name.log"
  echo "${PIPESTATUS[0]} $((SECONDS - began))" >"$logs/$name.status"
}

# check NAME COUNTS...: records the phase's line. A failed quiet phase shows its output.
check() {
  local name=$1 status=1 seconds=0 line
  shift
  [ -f "$logs/$name.status" ] && read -r status seconds <"$logs/$name.status"
  if [ "$status" -eq 0 ]; then
    line=$(printf '✓ %-13s %4d s  %s' "$name" "$seconds" "$*")
  else
    if [ ! -f "$logs/$name.shown" ]; then
      echo "---- $name ----"
      strip "$logs/$name.log" | tail -n 300
    fi
    line=$(printf '✗ %-13s %4d s  failed (exit %s), log: %s' "$name" "$seconds" "$status" "$logs/$name.log")
    failed+=("$name")
  fi
  summary+=("$line")
  echo "$line"
}

# stop_if_failed: ends the run with the summary when a phase failed.
stop_if_failed() {
  [ ${#failed[@]} -eq 0 ] && return
  echo
  printf '%s\n' "${summary[@]}"
  echo "test command failed in ${failed[*]} after $((SECONDS - start)) s"
  exit 1
}

quiet install bash scripts/ensure-test-tools.sh &
background+=($!)
quiet typecheck npm run typecheck &
typecheck_pid=$!
background+=("$typecheck_pid")
quiet lint npm run lint
wait "$typecheck_pid"
check typecheck "no errors"
check lint "$(count lint 'Checked [0-9]+ files') files, no errors"
stop_if_failed
wait "${background[0]}"
check install "$(grep -s '^Installing' "$logs/install.log" || echo "all present")"
stop_if_failed

shown unit npm run test:unit
check unit "$(count unit 'Tests +[0-9]+ passed') tests in $(count unit 'Test Files +[0-9]+ passed') files"
stop_if_failed

quiet build npm run build
check build "$(count build 'built [0-9]+ pages') pages"
stop_if_failed

shown build-checks npm run test:build
check build-checks "$(count build-checks 'Tests +[0-9]+ passed') tests"
stop_if_failed

shown browser npm run test:e2e
check browser "$(count browser '^ *[0-9]+ passed') tests"
stop_if_failed

echo
printf '%s\n' "${summary[@]}"
unit=$(count unit 'Tests +[0-9]+ passed')
checks=$(count build-checks 'Tests +[0-9]+ passed')
browser=$(count browser '^ *[0-9]+ passed')
echo "test command finished in $((SECONDS - start)) s: $unit unit and component tests, $checks build checks, $browser browser tests"
echo "$((unit + checks + browser)) passed, 0 failed"
rm -rf "$logs"
