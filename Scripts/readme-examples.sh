#!/usr/bin/env bash
# Writes the examples in README.md and docs/*.md anew from the tool's own output.
#
#   Scripts/readme-examples.sh
#
# Each example in README.md and docs/*.md is a fenced block between `<!-- example: unsat ARGS -->` and
# `<!-- /example -->`; the block is `$ unsat ARGS` and what `unsat ARGS` prints, run from the
# package's directory with NO_COLOR set and a UTF-8 locale. To add one, write the two markers with
# an empty fenced block between them and run this. Tests/EndToEndTests/ReadmeExampleTests.swift
# does the work: without UNSAT_RECORD_README it fails when a block is not what the tool prints.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
UNSAT_RECORD_README=1 swift test --filter ReadmeExampleTests
git diff --stat -- README.md docs
