#if canImport(SwiftUI)
import SwiftUI

/// A `NavigationStack` bound to a ``RoutePathModel``: the router's pushes appear in it, its
/// presentations as a sheet or full-screen cover (each with its own stack; macOS, which has no
/// full-screen cover, shows both as sheets), and a `windowRoot` open replaces `root`.
/// Destinations that are views are shown as they are; anything else as its title. Thin: every
/// decision is in ``RoutePathModel``.
///
/// In a `TabView`, give each tab's stack its index and bind the selection to the model; the
/// presentations are shown from the selected tab's stack:
///
/// ```swift
/// TabView(selection: $model.selectedTab) {
///     RouteStack(model: model, tab: 0) { HomeView() }.tag(0)
///     RouteStack(model: model, tab: 1) { ProfileView() }.tag(1)
/// }
/// ```
///
/// `NavigationStack` needs iOS 16: on iOS 15 (`NavigationView` has no path binding) drive your
/// own views from the model's ``RoutePathModel/path`` and ``RoutePathModel/presentation``.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
public struct RouteStack<Root: View>: View {
    @ObservedObject private var model: RoutePathModel
    private let tab: Int?
    private let root: Root

    /// Creates the stack; `root` is shown until a `windowRoot` open replaces it. Pass `tab` for
    /// the stack of one tab of a `TabView`; without it the stack shows the selected tab's path.
    public init(model: RoutePathModel, tab: Int? = nil, @ViewBuilder root: () -> Root) {
        self.model = model
        self.tab = tab
        self.root = root()
    }

    /// The stack.
    public var body: some View {
        NavigationStack(path: path) {
            Group {
                if let entry = model.root { RoutedView(model: model, entry: entry) } else { root }
            }
            .navigationDestination(for: RoutePathModel.Entry.self) { RoutedView(model: model, entry: $0) }
        }
        .modifier(RoutePresentations(model: model, isActive: tab.map { $0 == model.selectedTab } ?? true))
    }

    private var path: Binding<[RoutePathModel.Entry]> {
        guard let tab else { return $model.path }
        let model = model
        return Binding(
            get: { @MainActor in model.path(ofTab: tab) },
            set: { @MainActor in model.setPath($0, ofTab: tab) })
    }
}

/// Shows the sheet or full-screen cover of a ``RoutePathModel``, each with its own stack, while
/// `isActive` (one stack of a `TabView` shows them, not every tab's).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
struct RoutePresentations: ViewModifier {
    @ObservedObject var model: RoutePathModel
    let isActive: Bool

    func body(content: Content) -> some View {
        #if os(macOS)
        // No `fullScreenCover` on macOS: every presentation is a sheet.
        content.sheet(item: presentedEntry) { presented($0) }
        #else
        content
            .sheet(item: sheet) { presented($0) }
            .fullScreenCover(item: fullScreenCover) { presented($0) }
        #endif
    }

    // Bindings to the model's presentation properties, `nil` while inactive.

    #if os(macOS)
    private var presentedEntry: Binding<RoutePathModel.Entry?> {
        let (model, isActive) = (model, isActive)
        return Binding(
            get: { @MainActor in isActive ? model.presentedEntry : nil },
            set: { @MainActor in if isActive { model.presentedEntry = $0 } })
    }
    #else
    private var sheet: Binding<RoutePathModel.Entry?> {
        let (model, isActive) = (model, isActive)
        return Binding(
            get: { @MainActor in isActive ? model.sheet : nil },
            set: { @MainActor in if isActive { model.sheet = $0 } })
    }

    private var fullScreenCover: Binding<RoutePathModel.Entry?> {
        let (model, isActive) = (model, isActive)
        return Binding(
            get: { @MainActor in isActive ? model.fullScreenCover : nil },
            set: { @MainActor in if isActive { model.fullScreenCover = $0 } })
    }
    #endif

    private func presented(_ entry: RoutePathModel.Entry) -> some View {
        NavigationStack(path: $model.presentedPath) {
            RoutedView(model: model, entry: entry)
                .navigationDestination(for: RoutePathModel.Entry.self) { RoutedView(model: model, entry: $0) }
        }
    }
}

/// One entry's destination: the view the route made, or its title.
@MainActor
struct RoutedView: View {
    let model: RoutePathModel
    let entry: RoutePathModel.Entry

    var body: some View {
        if let view = model.destination(for: entry) as? any View {
            AnyView(view)
        } else {
            Text(entry.screen.title)
        }
    }
}
#endif
