#!/usr/bin/env bash
# The whole test suite, as CI runs it: typecheck, lint, unit and component tests, a production
# build, and the browser tests against the production server. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
logs=$(mktemp -d)
bash scripts/ensure-test-tools.sh
npm run typecheck
npm run lint
npm run test:unit 2>&1 | tee "$logs/unit.log"
npm run build
npm run test:e2e 2>&1 | tee "$logs/e2e.log"
# "Tests  839 passed (839)" from Vitest, "123 passed (4.8m)" from Playwright (failures stop above).
count() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -Eo "$2" | grep -Eo '[0-9]+' | head -n 1; }
unit=$(count "$logs/unit.log" 'Tests +[0-9]+ passed')
e2e=$(count "$logs/e2e.log" '^ *[0-9]+ passed')
echo "test command finished in $((SECONDS - start)) s: ${unit:-0} unit and component tests, ${e2e:-0} browser tests"
echo "$(( ${unit:-0} + ${e2e:-0} )) passed, 0 failed"
