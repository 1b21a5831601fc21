#!/usr/bin/env bash
# Installs Debian's Chromium and the fonts every browser test draws with when they are missing: browser tests never
# download a browser of their own, and they see only these fonts (scripts/fonts/fonts.conf, decision 1240). Then
# Debian's nginx for the reverse-proxy test (scripts/ensure-nginx.sh).
set -euo pipefail
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-nginx.sh"
# the browser tests run in the headless shell (decision 1781); the Lighthouse bench uses Debian's full chromium
shell="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
chromium=/usr/bin/chromium
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
packages=()
[ -x "$shell" ] || packages+=(chromium-headless-shell)
[ -x "$chromium" ] || packages+=(chromium)
[ -f "$font" ] || packages+=(fonts-dejavu-core)
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi
echo "› installing Debian's ${packages[*]}" >&2
sudo=""
if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq "${packages[@]}" >/dev/null
[ -x "$shell" ] || { echo "✗ the headless shell is still missing at $shell" >&2; exit 1; }
[ -x "$chromium" ] || { echo "✗ chromium is still missing at $chromium" >&2; exit 1; }
[ -f "$font" ] || { echo "✗ fonts-dejavu-core is still missing ($font)" >&2; exit 1; }
