#!/usr/bin/env bash
# Installs Debian's nginx (nginx-light) when it is missing: the reverse-proxy test
# (packages/server/src/security/reverse-proxy.test.ts) runs the repository's deploy/nginx.conf in front of the server.
# The package's own service is not started (a policy-rc.d refuses it for the install): the test runs its own nginx on
# a free loopback port with its own configuration and stops it.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$nginx" ] && exit 0
echo "› installing Debian's nginx-light" >&2
sudo=""
if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
added_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod +x "$policy"
  added_policy=1
fi
cleanup() { if [ -n "$added_policy" ]; then $sudo rm -f "$policy"; fi; }
trap cleanup EXIT
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
[ -x "$nginx" ] || { echo "✗ nginx is still missing at $nginx" >&2; exit 1; }
