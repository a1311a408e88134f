#!/usr/bin/env bash
# npm start: installs what is missing, builds the site and serves it on 127.0.0.1.
#   PORT=9000 npm start    to choose the port (default 8080)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
exec node scripts/serve.mjs dist "${PORT:-8080}"
