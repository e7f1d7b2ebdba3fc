#if canImport(Combine)
import Combine
#endif

/// A navigation model for SwiftUI that the router drives: bind `NavigationStack(path:)` to
/// ``path``, a sheet and a full-screen cover to ``presentation``, a `TabView` to ``selectedTab``.
///
/// Actions: `push` appends (inside the presentation's own path when one is up), `popToTarget`
/// truncates back to the last entry of the destination's type (else pushes), `windowRoot`
/// resets everything to a new ``root``, `present(style)` sets ``presentation`` (replacing one
/// that is up: SwiftUI shows one sheet per view), `dismissModalThenPush` clears it then pushes,
/// `replace` swaps the last entry (or the presentation's or root entry when the path is empty),
/// and `showTab(i)` dismisses the presentation, selects the tab and pops it to its root.
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

    /// A presented sheet or full-screen cover, with its own navigation path.
    public struct Presentation: Hashable, Sendable {
        /// The presented entry (the root of the presentation's stack).
        public var entry: Entry
        /// `.sheet`/`.automatic` show a sheet, `.fullScreen` a full-screen cover.
        public var style: NavigationAction.PresentationStyle
        /// Entries pushed inside the presentation.
        public var path: [Entry]
    }

    #if canImport(Combine)
    // Bumped before every change so `objectWillChange` fires.
    @Published private var revision = 0
    #endif

    /// Called after every change.
    public var onChange: (@MainActor (RoutePathModel) -> Void)?

    /// The number of tabs of the app's `TabView`, or `nil` when it has none.
    public let tabCount: Int?
    /// The entry that replaced the app's content after a `windowRoot` open, if any.
    public private(set) var root: Entry?
    /// The presented sheet or cover, if any.
    public private(set) var presentation: Presentation?
    /// The selected tab.
    public private(set) var selectedTab: Int

    private var paths: [[Entry]]
    private var destinations: [Int: Any] = [:]
    private var nextID = 1

    /// Creates a model; pass `tabCount` when the app's root is a `TabView`.
    public init(tabCount: Int? = nil, selectedTab: Int = 0) {
        self.tabCount = tabCount
        self.selectedTab = selectedTab
        self.paths = Array(repeating: [], count: max(tabCount ?? 1, 1))
    }

    /// The selected tab's path, for `NavigationStack(path:)`. Setting it (SwiftUI's back button)
    /// drops the destinations of removed entries.
    public var path: [Entry] {
        get { paths.indices.contains(selectedTab) ? paths[selectedTab] : [] }
        set { change { if paths.indices.contains(selectedTab) { paths[selectedTab] = newValue } } }
    }

    /// The presentation's path, for the `NavigationStack` inside a sheet or cover.
    public var presentedPath: [Entry] {
        get { presentation?.path ?? [] }
        set { change { presentation?.path = newValue } }
    }

    /// The presented entry when it is a sheet (`.sheet` or `.automatic`), for `sheet(item:)`;
    /// setting `nil` (the user swiped it down) dismisses it.
    public var sheet: Entry? {
        get { presentation.flatMap { $0.style == .fullScreen ? nil : $0.entry } }
        set { if newValue == nil, sheet != nil { dismissPresentation() } }
    }

    /// The presented entry when it is full screen, for `fullScreenCover(item:)`; setting `nil` dismisses it.
    public var fullScreenCover: Entry? {
        get { presentation.flatMap { $0.style == .fullScreen ? $0.entry : nil } }
        set { if newValue == nil, fullScreenCover != nil { dismissPresentation() } }
    }

    /// The path of `tab`.
    public func path(ofTab tab: Int) -> [Entry] { paths.indices.contains(tab) ? paths[tab] : [] }

    /// The destination the router made for `entry`, while the entry is on screen.
    public func destination(for entry: Entry) -> Any? { destinations[entry.id] }

    /// Dismisses the presentation (SwiftUI calls this when the user swipes a sheet down).
    public func dismissPresentation() { change { presentation = nil } }

    /// Selects a tab the user tapped; an index out of range is ignored.
    public func selectTab(_ index: Int) {
        guard paths.indices.contains(index), index != selectedTab else { return }
        change { selectedTab = index }
    }

    /// Shows `destination` with `request.action`.
    public func navigate(to destination: Any, request: RouteRequest) throws {
        let screen = NavigationScreen(destination: destination, request: request)
        try apply(request.action, destination: destination, screen: screen, url: request.url.original)
    }

    /// Applies `action` for `destination`; what ``navigate(to:request:)`` does, for callers
    /// without a request.
    ///
    /// - Throws: ``NavigationError`` `.noTabBar` or `.tabOutOfRange` for a bad `showTab`.
    public func apply(_ action: NavigationAction, destination: Any, screen: NavigationScreen, url: String = "")
        throws(NavigationError)
    {
        let entry = Entry(id: nextID, screen: screen, url: url)
        if case .showTab(let index) = action {
            guard tabCount != nil, root == nil else {
                throw NavigationError(action: action, screen: screen.title, kind: .noTabBar)
            }
            guard paths.indices.contains(index) else {
                throw NavigationError(action: action, screen: screen.title, kind: .tabOutOfRange(count: paths.count))
            }
        }
        nextID += 1
        destinations[entry.id] = destination
        change { perform(action, entry) }
    }

    private func perform(_ action: NavigationAction, _ entry: Entry) {
        switch action {
        case .push:
            push(entry)
        case .present(let style):
            presentation = Presentation(entry: entry, style: style, path: [])
        case .popToTarget:
            let stackRoot = presentation?.entry ?? root
            let current = presentation?.path ?? path
            if let index = current.lastIndex(where: { $0.screen.typeName == entry.screen.typeName }) {
                setCurrentPath(Array(current[...index]))
            } else if let stackRoot, stackRoot.screen.typeName == entry.screen.typeName {
                setCurrentPath([])
            } else {
                push(entry)
            }
        case .windowRoot:
            root = entry
            presentation = nil
            paths = paths.map { _ in [] }
        case .dismissModalThenPush:
            presentation = nil
            push(entry)
        case .replace:
            if var shown = presentation {
                if shown.path.isEmpty { shown.entry = entry } else { shown.path[shown.path.count - 1] = entry }
                presentation = shown
            } else if path.isEmpty {
                root = entry
            } else {
                setCurrentPath(path.dropLast() + [entry])
            }
        case .showTab(let index):
            presentation = nil
            selectedTab = index
            paths[index] = []
        }
    }

    private func push(_ entry: Entry) {
        setCurrentPath((presentation?.path ?? path) + [entry])
    }

    /// Sets the path on screen (the presentation's, else the selected tab's) without notifying.
    private func setCurrentPath(_ entries: [Entry]) {
        if presentation != nil {
            presentation?.path = entries
        } else if paths.indices.contains(selectedTab) {
            paths[selectedTab] = entries
        }
    }

    private func change(_ body: () -> Void) {
        #if canImport(Combine)
        revision &+= 1
        #endif
        body()
        let live = Set(paths.joined().map(\.id) + (presentation.map { [$0.entry] + $0.path } ?? []).map(\.id) + [root?.id].compactMap { $0 })
        destinations = destinations.filter { live.contains($0.key) }
        onChange?(self)
    }
}

#if canImport(Combine)
extension RoutePathModel: ObservableObject {}
#endif
