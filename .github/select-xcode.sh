#!/usr/bin/env bash
# Selects the newest Xcode 26 on a GitHub macOS runner (Xcode_26.app, Xcode_26.0.1.app, ...):
# Package.swift needs Swift 6.2, which Xcode 26 is the first to ship. Fails, listing what the
# image has, when there is none.
set -euo pipefail
xcode=$(ls -d /Applications/Xcode_26*.app 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$xcode" ]; then
    echo "error: no Xcode 26 on this runner; it has:" >&2
    ls -d /Applications/Xcode*.app >&2 || true
    exit 1
fi
sudo xcode-select -s "$xcode/Contents/Developer"
xcodebuild -version
swift --version
