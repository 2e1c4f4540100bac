#!/usr/bin/env bash
# The whole test suite, as CI runs it, cheapest first so that a run tells early what failed:
#   install check   Debian's Chromium, Caddy, Java, systemd-analyze (scripts/ensure-test-tools.sh)
#   typecheck, lint at the same time
#   unit            Vitest projects node and dom: unit, component, server and process tests
#   build           the production build
#   build checks    Vitest project build: the Nu HTML checker and the byte budgets on build/client
#   browser         Playwright against the production server
# Each phase prints one line with its seconds and counts; a failed phase prints its output and
# stops the run. The install runs in the background while typecheck and lint run (it is mostly
# download), and is awaited before the unit tests (they call systemd-analyze).
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
start=$SECONDS
summary=()

strip() { sed 's/\x1b\[[0-9;]*m//g' "$1"; }
# The first number in the phase's log that matches the pattern ("Tests  839 passed", "12 passed").
count() { strip "$1" | grep -Eo "$2" | grep -Eo '[0-9]+' | head -n 1; }

# finish NAME STATUS SECONDS COUNTS: records the phase; on failure shows its log and stops.
finish() {
  local line
  line=$(printf '%-14s %4d s  %s' "$1" "$3" "$4")
  if [ "$2" -ne 0 ]; then
    echo "---- output of $1 ----"
    strip "$logs/$1.log" | tail -n 400
    echo "✗ $line: failed (exit $2)"
    printf '%s\n' "${summary[@]}"
    echo "test command failed in $1 after $((SECONDS - start)) s"
    exit 1
  fi
  summary+=("✓ $line")
  echo "✓ $line"
}

# quiet NAME CMD...: runs CMD with its output in the phase's log only.
quiet() {
  local name=$1 began=$SECONDS status
  shift
  "$@" >"$logs/$name.log" 2>&1
  status=$?
  echo "$status $((SECONDS - began))" >"$logs/$name.status"
}

# shown NAME CMD...: runs CMD with its output on screen too (the long phases show progress).
shown() {
  local name=$1 began=$SECONDS status
  shift
  echo "== $name"
  "$@" 2>&1 | tee "$logs/$name.log"
  status=${PIPESTATUS[0]}
  echo "$status $((SECONDS - began))" >"$logs/$name.status"
}

result() { read -r status seconds <"$logs/$1.status"; }

quiet install bash scripts/ensure-test-tools.sh &
install_pid=$!
quiet typecheck npm run typecheck &
typecheck_pid=$!
quiet lint npm run lint
wait "$typecheck_pid"
result typecheck
finish typecheck "$status" "$seconds" "no errors"
result lint
finish lint "$status" "$seconds" "$(count "$logs/lint.log" 'Checked [0-9]+ files') files"
wait "$install_pid"
result install
finish install "$status" "$seconds" "$(grep -s '^Installing' "$logs/install.log" || echo "all present")"

shown unit npm run test:unit
result unit
finish unit "$status" "$seconds" "$(count "$logs/unit.log" 'Tests +[0-9]+ passed') tests in $(count "$logs/unit.log" 'Test Files +[0-9]+ passed') files"

quiet build npm run build
result build
finish build "$status" "$seconds" "$(count "$logs/build.log" 'compressed [0-9]+ files') files"

shown build-checks npm run test:build
result build-checks
finish build-checks "$status" "$seconds" "$(count "$logs/build-checks.log" 'Tests +[0-9]+ passed') tests"

shown browser npm run test:e2e
result browser
finish browser "$status" "$seconds" "$(count "$logs/browser.log" '^ *[0-9]+ passed') tests"

echo
printf '%s\n' "${summary[@]}"
unit=$(count "$logs/unit.log" 'Tests +[0-9]+ passed')
checks=$(count "$logs/build-checks.log" 'Tests +[0-9]+ passed')
browser=$(count "$logs/browser.log" '^ *[0-9]+ passed')
echo "test command finished in $((SECONDS - start)) s: ${unit:-0} unit and component tests, ${checks:-0} build checks, ${browser:-0} browser tests"
echo "$((${unit:-0} + ${checks:-0} + ${browser:-0})) passed, 0 failed"
