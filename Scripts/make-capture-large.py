#!/usr/bin/env python3
"""Writes Samples/capture-large.log: one capture whose hierarchy has a few hundred views.

A settings screen built from stacked row views (no cell reuse, so every row is in
the tree), captured by the hook of docs/formats.md §3 and followed by UIKit's own block
for the same callback. One row's constraints do not fit its fixed height:
11 + 20.3333 + 2 + 18 + 11 = 62.3333, but the row is 44 tall.

The output is deterministic (seeded), so the committed sample can be re-made:

    python3 Scripts/make-capture-large.py Samples/capture-large.log
"""

import random
import sys

PREFIX = "2026-03-04 09:30:{t}+0100 Shop Demo[777:88123] "
MODULE = "Shop_Demo"

SECTIONS = [
    ("ACCOUNT", ["Apple ID", "Password & Security", "Payment & Shipping", "Subscriptions"]),
    ("NOTIFICATIONS", ["Order updates", "Price drops", "Back in stock", "Newsletter"]),
    ("PRIVACY", ["Location Services", "Tracking", "Analytics & Improvements"]),
    ("STORE", ["Country or Region", "Currency", "Language", "Sizes"]),
    ("DISPLAY", ["Appearance", "Text Size", "Bold Text", "Reduce Motion"]),
    ("DATA", ["Background App Refresh", "Cellular Data", "Image Quality", "Clear Cache"]),
    ("SHOPPING", ["Saved Addresses", "Gift Cards", "Wish List", "Recently Viewed"]),
    ("HELP", ["Contact Us", "Returns", "Shipping Times", "FAQ"]),
    ("LEGAL", ["Terms of Sale", "Privacy Policy", "Licenses"]),
    ("DEVELOPER", ["Environment", "Feature Flags", "Network Log", "Reset Onboarding"]),
    ("ABOUT", ["Version", "Rate Shop Demo", "What's New"]),
]
SWITCHES = {"Order updates", "Price drops", "Back in stock", "Newsletter", "Tracking", "Bold Text", "Reduce Motion",
            "Background App Refresh", "Cellular Data", "Feature Flags", "Analytics & Improvements"}
DETAILS = {"Country or Region": "Germany", "Currency": "EUR (€)", "Language": "English (UK)", "Sizes": "EU",
           "Appearance": "Automatic", "Text Size": "Default", "Image Quality": "High", "Clear Cache": "84.2 MB",
           "Environment": "staging", "Version": "4.2 (1187)", "Network Log": "off"}
CONFLICT_ROW = "Background App Refresh"


class Heap:
    """Addresses that grow like malloc's: aligned, with the odd gap."""

    def __init__(self, rng, start, align, sizes):
        self.rng, self.next, self.align, self.sizes = rng, start, align, sizes

    def __call__(self):
        address = self.next
        self.next += self.rng.choice(self.sizes)
        if self.rng.random() < 0.05:
            self.next += self.align * self.rng.randint(4, 40)
        return "0x%x" % address


def main(out_path):
    rng = random.Random(1)
    view = Heap(rng, 0x10b208000, 0x10, [0x2d0, 0x2d0, 0x330, 0x1f0, 0x410])
    layer = Heap(rng, 0x600003c08000, 0x20, [0x20, 0x20, 0x20, 0x40])
    label_layer = Heap(rng, 0x600001b2c000, 0x40, [0x40])
    array = Heap(rng, 0x600000d6a000, 0x20, [0x60, 0x20])

    rows = []  # (depth, text)

    def add(depth, text):
        rows.append((depth, text))

    def frame(x, y, w, h):
        def f(v):
            return ("%d" % v) if v == int(v) else ("%g" % v)
        return "frame = (%s %s; %s %s)" % (f(x), f(y), f(w), f(h))

    root = view()
    root_line = "<UIView: %s; %s; autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001f40a40; name = systemGroupedBackgroundColor>; layer = <CALayer: %s>>" % (
        root, frame(0, 0, 390, 844), layer())
    add(0, root_line)
    scroll = view()
    scroll_at = len(rows)
    add(1, None)  # filled in once the content height is known
    stack = view()
    stack_at = len(rows)
    add(2, None)

    y = 0.0
    conflict = {}
    for title, names in SECTIONS:
        section = view()
        section_top = y
        section_at = len(rows)
        add(3, None)
        add(4, "<UILabel: %s; %s; text = '%s'; userInteractionEnabled = NO; layer = <_UILabelLayer: %s>>" % (
            view(), frame(20, 6, 350, 18), title, label_layer()))
        card = view()
        card_at = len(rows)
        add(4, None)
        ry = 0.0
        for index, name in enumerate(names):
            row = view()
            has_subtitle = name == CONFLICT_ROW
            height = 44
            add(5, "<%s.SettingsRowView: %s; %s; layer = <CALayer: %s>>" % (MODULE, row, frame(0, ry, 358, height), layer()))
            icon_box = view()
            add(6, "<UIView: %s; %s; clipsToBounds = YES; backgroundColor = UIExtendedSRGBColorSpace %.2g %.2g %.2g 1; layer = <CALayer: %s>>" % (
                icon_box, frame(16, 7, 29, 29), rng.random(), rng.random(), rng.random(), layer()))
            add(7, "<UIImageView: %s; %s; opaque = NO; userInteractionEnabled = NO; tintColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer: %s>>" % (
                view(), frame(4.5, 4.5, 20, 20), layer()))
            title_label = view()
            if has_subtitle:
                add(6, "<UILabel: %s; %s; text = '%s'; userInteractionEnabled = NO; layer = <_UILabelLayer: %s>>" % (
                    title_label, frame(61, 11, 200, 20.3333), name, label_layer()))
                subtitle = view()
                add(6, "<UILabel: %s; %s; text = 'Allow apps to refresh their content when on Wi-Fi or cellular in the background. Turning it off can save battery (about 4%%).'; userInteractionEnabled = NO; layer = <_UILabelLayer: %s>>" % (
                    subtitle, frame(61, 33.3333, 210, -0.333333), label_layer()))
                conflict.update(row=row, title=title_label, subtitle=subtitle)
            else:
                add(6, "<UILabel: %s; %s; text = '%s'; userInteractionEnabled = NO; layer = <_UILabelLayer: %s>>" % (
                    title_label, frame(61, 11.6667, 200, 20.3333), name, label_layer()))
            if name in SWITCHES:
                switch = view()
                add(6, "<UISwitch: %s; %s; opaque = NO; gestureRecognizers = <NSArray: %s>; layer = <CALayer: %s>>" % (
                    switch, frame(291, 6.5, 51, 31), array(), layer()))
                add(7, "<UISwitchModernVisualElement: %s; %s; clipsToBounds = YES; gestureRecognizers = <NSArray: %s>; layer = <CALayer: %s>>" % (
                    view(), frame(0, 0, 51, 31), array(), layer()))
                add(8, "<UIView: %s; %s; userInteractionEnabled = NO; backgroundColor = UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1; layer = <CALayer: %s>>" % (
                    view(), frame(0, 0, 51, 31), layer()))
                add(8, "<UIImageView: %s; %s; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: %s>>" % (
                    view(), frame(-8, -7, 67, 45), layer()))
                add(8, "<UIImageView: %s; %s; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: %s>>" % (
                    view(), frame(18, -3, 39, 39), layer()))
                add(9, "<CALayer: %s> (layer)" % layer())
            else:
                if name in DETAILS:
                    add(6, "<UILabel: %s; %s; text = '%s'; userInteractionEnabled = NO; layer = <_UILabelLayer: %s>>" % (
                        view(), frame(232, 11.6667, 90, 20.3333), DETAILS[name], label_layer()))
                add(6, "<UIImageView: %s; %s; opaque = NO; userInteractionEnabled = NO; tintColor = <UIDynamicSystemColor: 0x600001f40c00; name = tertiaryLabelColor>; layer = <CALayer: %s>>" % (
                    view(), frame(331, 15.3333, 8, 13.3333), layer()))
            if index < len(names) - 1:
                add(6, "<UIView: %s; %s; backgroundColor = <UIDynamicSystemColor: 0x600001f40c40; name = separatorColor>; layer = <CALayer: %s>>" % (
                    view(), frame(61, 43.6667, 297, 0.333333), layer()))
            ry += height
        rows[card_at] = (4, "<UIView: %s; %s; clipsToBounds = YES; backgroundColor = <UIDynamicSystemColor: 0x600001f40b00; name = secondarySystemGroupedBackgroundColor>; layer = <CALayer: %s>>" % (
            card, frame(0, 30, 358, ry), layer()))
        section_height = 30 + ry
        rows[section_at] = (3, "<UIView: %s; %s; layer = <CALayer: %s>>" % (section, frame(0, section_top, 358, section_height), layer()))
        y = section_top + section_height + 24
    content_height = y - 24
    rows[stack_at] = (2, "<UIStackView: %s; %s; layer = <CATransformLayer: %s>>" % (stack, frame(16, 16, 358, content_height), layer()))
    rows[scroll_at] = (1, "<UIScrollView: %s; %s; clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: %s>; layer = <CALayer: %s>; contentOffset: {0, 1184}; contentSize: {390, %g}; adjustedContentInset: {103, 0, 83, 0}>" % (
        scroll, frame(0, 0, 390, 844), array(), layer(), content_height + 32))
    add(2, "<_UIScrollViewScrollIndicator: %s; %s; alpha = 0; autoresize = LM; layer = <CALayer: %s>>" % (view(), frame(384, 1290, 3, 128), layer()))
    add(3, "<UIView: %s; %s; backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <CALayer: %s>>" % (view(), frame(0, 0, 3, 128), layer()))
    add(2, "<_UIScrollViewScrollIndicator: %s; %s; alpha = 0; autoresize = TM; layer = <CALayer: %s>>" % (view(), frame(381, 1942, 3, 3), layer()))
    add(3, "<UIView: %s; %s; backgroundColor = UIExtendedGrayColorSpace 0 0.35; layer = <CALayer: %s>>" % (view(), frame(0, 0, 3, 3), layer()))

    constraint = Heap(rng, 0x600002d41e00, 0x50, [0x50])
    row, title, subtitle = conflict["row"], conflict["title"], conflict["subtitle"]
    t = "UILabel:%s'Background App Refresh'" % title
    s = "UILabel:%s'Allow apps to refresh the...'" % subtitle
    r = "%s.SettingsRowView:%s" % (MODULE, row)
    constraints = [
        "<NSLayoutConstraint:%s %s.top == %s.top + 11   (active)>" % (constraint(), t, r),
        "<NSLayoutConstraint:%s %s.height == 20.3333   (active)>" % (constraint(), t),
        "<NSLayoutConstraint:%s %s.top == %s.bottom + 2   (active)>" % (constraint(), s, t),
        "<NSLayoutConstraint:%s %s.height == 18   (active)>" % (constraint(), s),
        "<NSLayoutConstraint:%s %s.bottom == %s.bottom + 11   (active)>" % (constraint(), r, s),
        "<NSLayoutConstraint:%s %s.height == 44   (active)>" % (constraint(), r),
    ]
    broken = constraints[3]

    lines = [
        PREFIX.format(t="12.004118") + "[Settings] viewDidLoad (11 sections, %d rows)" % sum(len(n) for _, n in SECTIONS),
        PREFIX.format(t="12.187602") + "[FeatureFlags] loaded 23 flags from staging",
        PREFIX.format(t="12.240955") + "constraint conflict in viewController:",
        "<%s.SettingsViewController: 0x10a81c4d0>" % MODULE,
        "view:",
        root_line,
        "view hierarchy:",
    ]
    lines += [("   | " * depth) + text for depth, text in rows]
    lines += ["current constraints:", "("] + ['    "%s",' % c for c in constraints[:-1]] + ['    "%s"' % constraints[-1], ")"]
    lines += ["try to break constraint:", broken]
    lines += [PREFIX.format(t="12.241307") + "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
              "\tProbably at least one of the constraints in the following list is one you don't want. ",
              "\tTry this: ",
              "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
              "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
              "("] + ['    "%s",' % c for c in constraints[:-1]] + ['    "%s"' % constraints[-1], ")"]
    lines += ["", "Will attempt to recover by breaking constraint ", broken, "",
              "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
              "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
              PREFIX.format(t="12.250871") + "[Settings] scrolled to DATA"]
    with open(out_path, "w") as out:
        out.write("\n".join(lines) + "\n")
    views = sum(1 for _, text in rows if not text.endswith("(layer)"))
    print("%s: %d views, %d lines" % (out_path, views, len(lines)), file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make-capture-large.py OUT")
    main(sys.argv[1])
