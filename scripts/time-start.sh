#!/usr/bin/env bash
# Times `npm start` until /health answers: once as it finds the tree (building when the sources changed
# since the last build), then again with nothing changed (serving the last build). Prints both; fails
# only when the service does not come up. Usage: bash scripts/time-start.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-18090}"

start_once() {
  local label="$1" t0 t1 pid
  t0=$(date +%s%N)
  setsid env PORT="$port" npm start >"/tmp/specgate-start-$port.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 1800); do
    if curl -fs -o /dev/null "http://127.0.0.1:$port/health"; then
      t1=$(date +%s%N)
      printf '%-40s %6.2f s\n' "$label" "$(echo "($t1 - $t0) / 1000000000" | bc -l)"
      # The whole group (npm, the server): the next start must find the port free.
      kill -TERM -- "-$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
      while curl -fs -o /dev/null "http://127.0.0.1:$port/health"; do sleep 0.1; done
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "npm start exited before serving:" >&2
      cat "/tmp/specgate-start-$port.log" >&2
      return 1
    fi
    sleep 0.1
  done
  echo "npm start did not serve within 180 s" >&2
  kill -TERM -- "-$pid" 2>/dev/null || true
  return 1
}

if curl -fs -o /dev/null "http://127.0.0.1:$port/health"; then
  echo "port $port is already serving; pick another" >&2
  exit 1
fi

start_once "npm start (builds if sources changed)"
start_once "npm start again (nothing changed)"
