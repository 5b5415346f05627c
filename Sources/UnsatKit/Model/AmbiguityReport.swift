/// An ambiguity report (`_autolayoutTrace`): a view whose layout is ambiguous.
public struct AmbiguityReport: Hashable, Sendable {
    public var location: InputLocation
    public var view: LayoutItem
    /// `Height{id: 36}` in the one-line form, when printed.
    public var detail: String?

    public init(location: InputLocation, view: LayoutItem, detail: String?) {
        self.location = location
        self.view = view
        self.detail = detail
    }
}
