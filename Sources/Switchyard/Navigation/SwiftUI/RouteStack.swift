#if canImport(SwiftUI)
import SwiftUI

/// A `NavigationStack` bound to a ``RoutePathModel``: the router's pushes appear in it, its
/// presentations as a sheet or full-screen cover (each with its own stack), and a `windowRoot`
/// open replaces `root`. Destinations that are views are shown as they are; anything else as
/// its title. Thin: every decision is in ``RoutePathModel``.
///
/// ```swift
/// RouteStack(model: model) { HomeView() }   // with Router.shared.navigator = model
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
public struct RouteStack<Root: View>: View {
    @ObservedObject private var model: RoutePathModel
    private let root: Root

    /// Creates the stack; `root` is shown until a `windowRoot` open replaces it.
    public init(model: RoutePathModel, @ViewBuilder root: () -> Root) {
        self.model = model
        self.root = root()
    }

    /// The stack.
    public var body: some View {
        NavigationStack(path: $model.path) {
            Group {
                if let entry = model.root { RoutedView(model: model, entry: entry) } else { root }
            }
            .navigationDestination(for: RoutePathModel.Entry.self) { RoutedView(model: model, entry: $0) }
        }
        .modifier(RoutePresentations(model: model))
    }
}

/// Shows the sheet or full-screen cover of a ``RoutePathModel``, each with its own stack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
struct RoutePresentations: ViewModifier {
    @ObservedObject var model: RoutePathModel

    func body(content: Content) -> some View {
        #if os(macOS)
        content.sheet(item: $model.sheet) { presented($0) }
        #else
        content
            .sheet(item: $model.sheet) { presented($0) }
            .fullScreenCover(item: $model.fullScreenCover) { presented($0) }
        #endif
    }

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
