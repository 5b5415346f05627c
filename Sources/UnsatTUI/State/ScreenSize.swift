/// The size of the terminal the inspector draws on.
struct ScreenSize: Hashable {
    var width: Int
    var height: Int
}
