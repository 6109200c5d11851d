#!/usr/bin/env bash
# CI, after the main run: the shop must build, unchanged, with the newest Next 16.x and React 19.x
# the registry has, not only with the versions in package-lock.json. A copy of the committed tree
# installs from the lock, then those versions on top (without saving), and typechecks and builds.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git archive HEAD | tar -x -C "$work"
cd "$work"

npm install --no-audit --no-fund
npm install --no-save --no-audit --no-fund next@16 @next/env@16 react@19 react-dom@19
node -e 'for (const name of ["next", "react", "react-dom"]) console.log(name, require(`${name}/package.json`).version)'
npm run typecheck
npm run build
