@_spi(Generated) import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
@_spi(NavigationModel) import SwitchyardTesting
import Testing

final class HomePage: Routable {
    static let routePatterns = ["app://home"]
    static func makeDestination(for request: RouteRequest) throws -> Any { HomePage() }
}

final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ProductPage() }
}

final class LoginPage: Routable {
    static let routePatterns = ["app://login"]
    static let routeAction = NavigationAction.present(.sheet)
    static func makeDestination(for request: RouteRequest) throws -> Any { LoginPage() }
}

final class AccountPage: Routable {
    static let routePatterns = ["app://account"]
    static func makeDestination(for request: RouteRequest) throws -> Any { AccountPage() }
}

func screen(_ type: Any.Type) -> NavigationScreen {
    NavigationScreen(typeName: String(reflecting: type))
}

@Suite("RecordingNavigator: jump types end to end")
@MainActor
struct RecordingNavigatorTests {
    func makeRouter(_ navigator: RecordingNavigator) -> Router {
        let router = Router()
        router.register([
            RouteTable(
                module: "App",
                entries: [
                    RouteEntry(HomePage.self, typeName: "App.HomePage", patterns: ["app://home"]),
                    RouteEntry(ProductPage.self, typeName: "App.ProductPage", patterns: ["app://product/:id"]),
                    RouteEntry(
                        LoginPage.self, typeName: "App.LoginPage", patterns: ["app://login"], action: .present(.sheet)),
                    RouteEntry(AccountPage.self, typeName: "App.AccountPage", patterns: ["app://account"]),
                ])
        ])
        router.navigator = navigator
        return router
    }

    @Test func theRouterJumpTypesDoWhatTheirNamesSay() async {
        let navigator = RecordingNavigator(state: .tabs([[screen(HomePage.self)], [screen(AccountPage.self)]]))
        let router = makeRouter(navigator)
        let opens: [(String, String)] = [
            ("app://product/42", "[tab 0* HomePage > ProductPage(42)] [tab 1 AccountPage]"),
            (
                "app://login?jumpType=0",
                "[tab 0* HomePage > ProductPage(42)] [tab 1 AccountPage] modal(fullScreen): LoginPage"
            ),
            (
                "app://product/7?jumpType=1",
                "[tab 0* HomePage > ProductPage(42)] [tab 1 AccountPage] modal(fullScreen): LoginPage > ProductPage(7)"
            ),
            ("app://home?jumpType=4", "[tab 0* HomePage > ProductPage(42) > HomePage] [tab 1 AccountPage]"),
            ("app://product/9?jumpType=2", "[tab 0* HomePage > ProductPage(42)] [tab 1 AccountPage]"),
            ("app://account?jumpType=5&tabIndex=1", "[tab 0 HomePage] [tab 1* AccountPage]"),
            ("app://login", "[tab 0 HomePage] [tab 1* AccountPage] modal(sheet): LoginPage"),
            ("app://home?jumpType=5", "[tab 0* HomePage] [tab 1 AccountPage]"),
            ("app://product/3?jumpType=3", "[tab 0* HomePage > ProductPage(3)] [tab 1 AccountPage]"),
        ]
        for (url, picture) in opens {
            let outcome = await router.openURL(url)
            #expect(outcome.failure == nil, "\(url): \(outcome.failure?.description ?? "")")
            #expect(navigator.picture == picture, "\(url)")
        }
        #expect(
            navigator.history.map(\.steps.description) == [
                "[push]", "[present(fullScreen, nav)]", "[push]", "[dismissModals(1), push]", "[popTo(1)]",
                "[popTo(0), selectTab(1)]", "[present(sheet, nav)]", "[dismissModals(1), selectTab(0)]", "[push]",
            ])
        #expect(navigator.history.compactMap(\.picture).count == opens.count)
        #expect(navigator.destinations.count == opens.count)
        #expect(navigator.history.first?.url == "app://product/42")
    }

    @Test func refusedJumpsFailTheOpenAndLeaveTheStateAlone() async {
        let navigator = RecordingNavigator(state: .stack([screen(HomePage.self)]))
        let router = makeRouter(navigator)
        let noTabs = await router.openURL("app://account?jumpType=5&tabIndex=1")
        #expect(
            noTabs.failure?.description == "navigation to 'app://account?jumpType=5&tabIndex=1' failed: "
                + "cannot showTab(1) AccountPage: the window root is not a tab bar; make a tab bar the root first or use another action"
        )
        let badJump = await router.openURL("app://home?jumpType=9")
        #expect(
            badJump.failure?.description.hasPrefix(
                "parameter 'jumpType' of 'app://home?jumpType=9' has the invalid value '9'; use a jumpType from 0 to 5")
                == true)
        #expect(navigator.picture == "[HomePage]")
        #expect(
            navigator.history.map(\.description) == [
                "showTab(1) AccountPage -> error: cannot showTab(1) AccountPage: the window root is not a tab bar; "
                    + "make a tab bar the root first or use another action"
            ])
    }

    @Test func anExplicitActionBeatsTheJumpTypeWhichBeatsTheRouteDefault() async {
        let navigator = RecordingNavigator(state: .stack([screen(HomePage.self)]))
        let router = makeRouter(navigator)
        await router.openURL("app://login?jumpType=1")
        #expect(navigator.picture == "[HomePage > LoginPage]")
        await router.openURL("app://product/1?jumpType=0", action: .push)
        #expect(navigator.picture == "[HomePage > LoginPage > ProductPage(1)]")
        await LinkBuilder.build("app://product/:id").withInt(key: "id", value: 2).withAction(.replace).on(router)
            .navigation()
        #expect(navigator.picture == "[HomePage > LoginPage > ProductPage(2)]")
    }

    @Test func anEmptyWindowNeedsAWindowRootFirst() async throws {
        let navigator = RecordingNavigator()
        let router = makeRouter(navigator)
        let refused = await router.openURL("app://home")
        #expect(
            refused.failure?.description.hasSuffix(
                "cannot push HomePage: the window has no root yet; "
                    + "show the first screen with .windowRoot (a page's routeAction, or openURL(_:action: .windowRoot)) "
                    + "or give the navigator an initial state")
                == true)
        await router.openURL("app://home", action: .windowRoot)
        #expect(navigator.picture == "[HomePage]")
        try navigator.apply(.present(.fullScreen), screen: NavigationScreen(typeName: "App.Player"))
        #expect(navigator.picture == "[HomePage] modal(fullScreen): Player")
        navigator.reset(to: .stack([]))
        #expect(navigator.picture == "[(empty)]")
    }
}
