#!/usr/bin/env bash
# The HTML checker (vnu-jar) runs on Java 11 or newer; these machines have Debian's Java 17. Install it when absent.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
echo "Installing Debian's Java runtime for the HTML checker…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jre-headless >/dev/null
java -version 2>&1 | head -1
