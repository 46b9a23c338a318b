#!/usr/bin/env bash
# The PostgreSQL tests and the bench start throwaway clusters with Debian's server binaries; install them when absent.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then exit 0; fi
echo "Installing Debian's postgresql for the PostgreSQL tests and the bench…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
compgen -G '/usr/lib/postgresql/*/bin/initdb'
