#!/usr/bin/env bash
# The browser suites (test/e2e) drive Debian's Chromium through playwright-core, which never
# downloads a browser. Run first by `npm test` and `npm run test:e2e`: installs Chromium with apt
# when it is missing and this user may, else stops at once with one line saying what to run.
# CHROMIUM_PATH names another executable (the suites launch the same one; it is never installed
# for you); SKIP_E2E=1 skips the check, and scripts/test.ts then leaves the browser suites out.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages="chromium fonts-liberation"
if [ "${SKIP_E2E:-}" = "1" ] || [ -x "$chromium" ]; then exit 0; fi

sudo=""
has() { [ -x "$(command -v "$1")" ]; }
may_install() {
  [ "$chromium" = /usr/bin/chromium ] && has apt-get || return 1
  [ "$EUID" -eq 0 ] && return 0
  # Only a sudo that needs no password: a prompt would leave the test run waiting.
  has sudo && sudo -n true 2>/dev/null && sudo="sudo -n"
}
if ! may_install; then
  echo "chromium is missing ($chromium): run \"sudo apt-get install -y $packages\" (or set CHROMIUM_PATH to a Chromium; SKIP_E2E=1 npm test leaves out the browser suites)" >&2
  exit 1
fi

echo "chromium is missing: installing it with apt-get ($packages)" >&2
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet: update only when the install cannot find them.
if ! $sudo apt-get install -y -qq $packages >/dev/null 2>&1; then
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq $packages >/dev/null
fi
"$chromium" --version >&2
