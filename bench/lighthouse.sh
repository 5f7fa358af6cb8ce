#!/usr/bin/env bash
# Page budgets (docs/architecture.md, "Budgets"): Lighthouse 12.8 in Debian's chromium against a running server, e.g.
#   bench/lighthouse.sh http://localhost:8080/
# Lighthouse lives outside the workspace (it pulls zod 3 and a lockfile npm ci rejects), in /tmp/zeng-lighthouse.
set -euo pipefail
url="${1:-http://localhost:8080/}"
dir=/tmp/zeng-lighthouse
mkdir -p "$dir"
[ -x "$dir/node_modules/.bin/lighthouse" ] || npm install --prefix "$dir" --no-audit --no-fund lighthouse@12.8.2 >/dev/null
CHROME_PATH=/usr/bin/chromium "$dir/node_modules/.bin/lighthouse" "$url" --quiet \
  --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
  --only-categories=performance,accessibility,best-practices,seo --output=json --output-path="$dir/report.json"
node -e "
const r = require('$dir/report.json');
const scores = Object.fromEntries(Object.entries(r.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
const out = { date: new Date().toISOString(), url: '$url', formFactor: r.configSettings.formFactor, scores,
  budgets: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } };
require('fs').writeFileSync('$(dirname "$0")/results/lighthouse.json', JSON.stringify(out, null, 2) + '\n');
console.log(scores);
"
