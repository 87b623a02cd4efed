#!/bin/sh
# What the tests need from the machine beyond Node: Debian's Chromium (the browser tests drive it
# through playwright-core; nothing downloads a browser) and the Noto CJK fonts (the Japanese,
# Korean and Chinese pages, and Lighthouse's scores of them). Installs only what is missing, with
# apt-get: as root directly (a container image has no sudo), otherwise through sudo.
#
#   npm run setup          (or: sh scripts/setup.sh)
#
# CHROME_PATH names another Chromium, as it does for the tests.
set -eu

chromium_path="${CHROME_PATH:-/usr/bin/chromium}"
missing=""

if [ ! -x "$chromium_path" ]; then
  missing="chromium"
fi
if ! dpkg-query -W -f='${db:Status-Status}' fonts-noto-cjk 2>/dev/null | grep -qx installed &&
  ! fc-list 2>/dev/null | grep -qi 'noto sans cjk'; then
  missing="${missing:+$missing }fonts-noto-cjk"
fi

if [ -z "$missing" ]; then
  echo "setup: Chromium ($chromium_path) and the Noto CJK fonts are present; nothing to install."
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: missing $missing, and this is not a Debian-like machine (no apt-get)." >&2
  echo "setup: install Chromium and the Noto Sans CJK fonts yourself; CHROME_PATH names the browser." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1; then
  as_root="sudo"
else
  echo "setup: missing $missing; installing it needs root, and there is no sudo." >&2
  echo "setup: as root, run: apt-get update && apt-get install -y $missing" >&2
  exit 1
fi

echo "setup: installing the Debian packages $missing (for the browser tests)${as_root:+ with sudo}…"
# shellcheck disable=SC2086 # $missing is a list of package names; $as_root is empty or "sudo"
$as_root apt-get update -qq
# shellcheck disable=SC2086
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
echo "setup: installed $missing."
