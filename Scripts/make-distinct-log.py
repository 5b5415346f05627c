#!/usr/bin/env python3
"""Writes a console log of N distinct small conflicts (two constraints each, one callback each).

    Scripts/make-distinct-log.py OUT --count 1000000

Every conflict has its own addresses and its own constants, so no two have one fingerprint and none
groups with another (the same constraints between other views would be one conflict): the case where
what unsat keeps grows with the number of conflicts, not with their size (bench.sh --distinct).
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--count", type=int, default=1_000_000)
args = parser.parse_args()

with open(args.out, "w") as out:
    for i in range(args.count):
        constraint = 0x600000000 + i * 16
        view = 0x7F0000000 + i * 16
        out.write(
            "2026-03-04 10:11:12.345678+0100 MyApp[4242:1234] [LayoutConstraints] "
            "Unable to simultaneously satisfy constraints.\n(\n"
            f'    "<NSLayoutConstraint:0x{constraint:x} UIView:0x{view:x}.width == {100 + i}   (active)>",\n'
            f'    "<NSLayoutConstraint:0x{constraint + 8:x} UIView:0x{view:x}.width == {2000000 + i}   (active)>"\n'
            ")\n\nWill attempt to recover by breaking constraint\n"
            f"<NSLayoutConstraint:0x{constraint:x} UIView:0x{view:x}.width == {100 + i}   (active)>\n\n"
        )
