#!/usr/bin/env bash
# The whole test suite, as CI runs it: typecheck, lint, unit and component tests, a production
# build, and the browser tests against the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/ensure-test-tools.sh
npm run typecheck
npm run lint
npm run test:unit
npm run build
npm run test:e2e
echo "test command finished in $((SECONDS - start)) s"
