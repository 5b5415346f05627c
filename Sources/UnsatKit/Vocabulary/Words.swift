/// The small pieces of English every output writes the same way.
public enum Words {
    /// `1 conflict`, `3 conflicts`.
    public static func count(_ number: Int, _ noun: String) -> String { "\(number) \(plural(number, noun))" }

    /// `conflict` for one, `conflicts` for any other number.
    public static func plural(_ number: Int, _ noun: String) -> String { number == 1 ? noun : noun + "s" }

    /// `file:line`, as every output names a place in the input.
    public static func place(_ location: InputLocation) -> String { "\(location.file):\(location.line)" }

    /// What a conflict in UIKit's (or AppKit's) own views is called beside its title.
    public static func systemNote(_ conflict: Conflict) -> String {
        "\(Explainer.Framework.of(conflict).name)'s own views: usually not yours to fix"
    }

    /// Said where no controller is known.
    public static let controllerUnknown = "not known (a capture dump or _printHierarchy tells it)"

    /// Said of a conflict whose callbacks printed more than one set of views.
    public static func instances(_ count: Int) -> String {
        "\(count) instances: the same constraints broke between other views of the same classes too;"
            + " the views and constraints below are the first's"
    }
}

/// Text made safe for XML 1.0 and HTML, in content and in single- or double-quoted attributes. The
/// one escape every markup output (HTML, SVG, JUnit) uses: XML allows no control character but tab
/// and the line ends, so each other one is written `?`.
public enum Markup {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
