#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: browser tests never download a browser of their own.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
echo "› installing Debian's chromium package" >&2
sudo=""
if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq chromium >/dev/null
[ -x "$chromium" ] || { echo "✗ chromium is still missing at $chromium" >&2; exit 1; }
