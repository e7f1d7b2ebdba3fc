import Switchyard

#if canImport(Combine)
import Combine
#endif

/// A navigation model for SwiftUI that the router drives: bind `NavigationStack(path:)` to
/// ``path``, a sheet or full-screen cover to ``presentation``, and `TabView(selection:)` to
/// ``selectedTab``. `RouteStack` (where SwiftUI exists) does all of it, one stack per tab.
///
/// Actions are decided where UIKit's are, by `NavigationState`'s plan: the model reads itself as
/// a ``NavigationState`` and carries out the plan's steps on its paths. In that state a stack's
/// root screen is the presented entry, else ``root``, else the app's own content, so
/// `popToTarget` can go back to it and `replace` on an empty path replaces it; a presentation is
/// a modal with its own navigation stack; and the tab bar is there while the model has tabs and
/// no ``root`` replaced the app's content. SwiftUI shows one presentation at a time, so a
/// `present` while one is up replaces it.
///
/// Observation: this is a plain `@MainActor` class with an ``onChange`` callback, and an
/// `ObservableObject` where Combine exists. The Observation framework (`@Observable`) needs
/// iOS 17 / macOS 14, newer than Switchyard's deployment targets (iOS 15 / macOS 12), so it is
/// not used; an app on iOS 17 can still wrap this model in its own `@Observable` type.
@MainActor
public final class RoutePathModel: Navigator {
    /// One routed screen in a path. Hashable and identifiable so SwiftUI can bind it; the
    /// destination itself is kept by the model (``destination(for:)``).
    public struct Entry: Hashable, Identifiable, Sendable, CustomStringConvertible {
        /// Unique within the model.
        public let id: Int
        /// The screen: its type (for `popToTarget`) and title.
        public let screen: NavigationScreen
        /// The URL it was opened with.
        public let url: String

        /// The screen's title.
        public var description: String { screen.title }
    }

    /// A presented sheet or full-screen cover, with its own navigation path. Identified by its
    /// entry, so `sheet(item: $model.presentation)` can show it.
    public struct Presentation: Hashable, Identifiable, Sendable {
        /// The presented entry (the root of the presentation's stack).
        public var entry: Entry
        /// `.sheet`/`.automatic` show a sheet, `.fullScreen` a full-screen cover.
        public var style: NavigationAction.PresentationStyle
        /// Entries pushed inside the presentation.
        public var path: [Entry]

        /// The presented entry's identifier.
        public var id: Int { entry.id }
    }

    #if canImport(Combine)
    // Bumped before every change so `objectWillChange` fires.
    @Published private var revision = 0
    #endif

    /// Called after every change.
    public var onChange: (@MainActor (RoutePathModel) -> Void)?

    /// The number of tabs of the app's `TabView`, or `nil` when it has none.
    let tabCount: Int?
    /// The entry that replaced the app's content (a `windowRoot` open, or a `replace` with an
    /// empty path), if any.
    public private(set) var root: Entry?
    /// The presented sheet or cover, if any, for `sheet(item:)` or a `NavigationStack` bound to
    /// its `path`. Setting it (SwiftUI writes through such bindings) keeps the model consistent:
    /// `nil` dismisses; a value for the presented entry may change the style and drop entries
    /// of its path, and entries that were not in that path are dropped; any other value is
    /// ignored, since only the router presents.
    public var presentation: Presentation? {
        get { presented }
        set {
            guard let newValue else {
                dismissPresentation()
                return
            }
            guard let current = presented, newValue.entry == current.entry else { return }
            let held = Set(current.path)
            change {
                presented?.style = newValue.style
                presented?.path = newValue.path.filter(held.contains)
            }
        }
    }
    /// The selected tab, for `TabView(selection: $model.selectedTab)`. Setting it (the user
    /// tapped a tab) selects that tab; an index out of range is ignored, so the model never
    /// selects a tab it does not have.
    public var selectedTab: Int {
        get { selected }
        set {
            guard paths.indices.contains(newValue), newValue != selected else { return }
            change { selected = newValue }
        }
    }

    private var presented: Presentation?
    private var selected: Int

    private var paths: [[Entry]]
    private var destinations: [Int: Any] = [:]
    private var nextID = 1

    /// Creates a model; pass `tabCount` when the app's root is a `TabView`.
    public init(tabCount: Int? = nil, selectedTab: Int = 0) {
        self.tabCount = tabCount
        self.paths = Array(repeating: [], count: max(tabCount ?? 1, 1))
        self.selected = paths.indices.contains(selectedTab) ? selectedTab : 0
    }

    /// The selected tab's path, for `NavigationStack(path:)`. Setting it (SwiftUI's back button)
    /// drops the destinations of removed entries.
    public var path: [Entry] {
        get { paths.indices.contains(selected) ? paths[selected] : [] }
        set { change { if paths.indices.contains(selected) { paths[selected] = newValue } } }
    }

    /// The presentation's path, for the `NavigationStack` inside a sheet or cover.
    var presentedPath: [Entry] {
        get { presented?.path ?? [] }
        set { change { presented?.path = newValue } }
    }

    /// The presented entry when it is a sheet (`.sheet` or `.automatic`), for `sheet(item:)`;
    /// setting `nil` (the user swiped it down) dismisses it.
    var sheet: Entry? {
        get { presented.flatMap { $0.style == .fullScreen ? nil : $0.entry } }
        set { if newValue == nil, sheet != nil { dismissPresentation() } }
    }

    /// The presented entry when it is full screen, for `fullScreenCover(item:)`; setting `nil` dismisses it.
    var fullScreenCover: Entry? {
        get { presented.flatMap { $0.style == .fullScreen ? $0.entry : nil } }
        set { if newValue == nil, fullScreenCover != nil { dismissPresentation() } }
    }

    /// The presented entry whatever its style, for platforms without full-screen covers (macOS
    /// shows `.fullScreen` as a sheet); setting `nil` dismisses it.
    var presentedEntry: Entry? {
        get { presented?.entry }
        set { if newValue == nil, presented != nil { dismissPresentation() } }
    }

    /// The path of `tab`.
    func path(ofTab tab: Int) -> [Entry] { paths.indices.contains(tab) ? paths[tab] : [] }

    /// Sets the path of `tab`, for one `NavigationStack` per tab of a `TabView` (its back
    /// button); drops the destinations of removed entries. An index out of range is ignored.
    func setPath(_ entries: [Entry], ofTab tab: Int) {
        guard paths.indices.contains(tab) else { return }
        change { paths[tab] = entries }
    }

    /// The destination the router made for `entry`, while the entry is on screen.
    public func destination(for entry: Entry) -> Any? { destinations[entry.id] }

    /// Dismisses the presentation (the user swiped a sheet down).
    func dismissPresentation() { change { presented = nil } }

    /// Shows `destination` with `request.action`.
    public func navigate(to destination: Any, request: RouteRequest) throws {
        let screen = NavigationScreen(destination: destination, request: request)
        try apply(request.action, destination: destination, screen: screen, url: request.url.original)
    }

    /// Applies `action` for `destination`; what ``navigate(to:request:)`` does, for callers
    /// without a request.
    ///
    /// - Throws: ``NavigationError`` `.noTabBar` or `.tabOutOfRange` for a bad `showTab`.
    package func apply(
        _ action: NavigationAction, destination: Any, screen: NavigationScreen, url: String = ""
    )
        throws(NavigationError)
    {
        let plan = try state.plan(action, screen: screen)
        let entry = Entry(id: nextID, screen: screen, url: url)
        nextID += 1
        destinations[entry.id] = destination
        change { for step in plan.steps { carryOut(step, entry) } }
    }

    /// The model as `NavigationState.plan(_:screen:)` sees it: each stack's root screen first
    /// (the presented entry, else ``root``, else `contentScreen` for the app's own content),
    /// then its path.
    var state: NavigationState {
        let modals = presented.map { [PresentedModal(Self.stack($0.entry, $0.path), style: $0.style)] } ?? []
        if let root { return NavigationState(root: .stack(Self.stack(root, path)), modals: modals) }
        let stacks = paths.map { Self.stack(nil, $0) }
        guard tabCount != nil else { return NavigationState(root: .stack(stacks[0]), modals: modals) }
        return NavigationState(root: .tabs(TabBarState(tabs: stacks, selectedIndex: selected)), modals: modals)
    }

    /// The root screen of a stack that shows the app's own content (the view `RouteStack` was
    /// given). Its empty type name is no destination's, so `popToTarget` never stops at it.
    static let contentScreen = NavigationScreen(typeName: "", title: "(content)")

    private static func stack(_ root: Entry?, _ path: [Entry]) -> ScreenStack {
        ScreenStack([root?.screen ?? contentScreen] + path.map(\.screen))
    }

    /// Carries out one step of a plan for `entry` on the stack on screen (the presentation's,
    /// else the selected tab's): what `UIKitNavigator` does with view controllers.
    private func carryOut(_ step: NavigationStep, _ entry: Entry) {
        switch step {
        case .dismissModals:
            presented = nil
        case .selectTab(let index):
            selected = index
        case .popTo(let index):
            // Screen 0 is the stack's root, which is not in the path.
            currentPath = Array(currentPath.prefix(index))
        case .push:
            currentPath.append(entry)
        case .present(let style, _):
            presented = Presentation(entry: entry, style: style, path: [])
        case .replaceTop:
            // The top screen is the last entry of the path on screen, else that stack's root.
            if presented?.path.isEmpty == true {
                presented?.entry = entry
            } else if currentPath.isEmpty {
                root = entry
            } else {
                currentPath[currentPath.count - 1] = entry
            }
        case .setWindowRoot:
            root = entry
            paths = paths.map { _ in [] }
        }
    }

    /// The path on screen: the presentation's, else the selected tab's. Setting it does not notify.
    private var currentPath: [Entry] {
        get { presented?.path ?? path }
        set {
            if presented != nil {
                presented?.path = newValue
            } else if paths.indices.contains(selected) {
                paths[selected] = newValue
            }
        }
    }

    private func change(_ body: () -> Void) {
        #if canImport(Combine)
        revision &+= 1
        #endif
        body()
        let live = Set(
            paths.joined().map(\.id) + (presented.map { [$0.entry] + $0.path } ?? []).map(\.id)
                + [root?.id].compactMap { $0 })
        destinations = destinations.filter { live.contains($0.key) }
        onChange?(self)
    }
}

#if canImport(Combine)
extension RoutePathModel: ObservableObject {}
#endif
