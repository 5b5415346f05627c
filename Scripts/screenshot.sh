#!/usr/bin/env bash
# Draws docs/inspector.svg, the README's picture of the inspector, anew from the inspector's own screen.
#
#   Scripts/screenshot.sh
#
# Tests/UnsatTUITests/ScreenshotTests.swift renders the grid `Inspector.render()` draws on
# Samples/capture-profile.log (100x30, the hierarchy focused) as SVG text, in the colors `show --svg`
# uses; without UNSAT_RECORD_SCREENSHOT it fails when docs/inspector.svg is not that screen.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
UNSAT_RECORD_SCREENSHOT=1 swift test --filter ScreenshotTests
git diff --stat -- docs/inspector.svg
