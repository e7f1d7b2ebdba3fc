import DemoScenario
import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
import Testing

/// `switchyard-demo open` and `routes`, and the navigation picture.
@Suite("Demo command")
@MainActor
struct DemoCommandTests {
    @Test func openExplainsParametersInterceptorsAndTheAction() async {
        let console = Console.silent()
        #expect(await DemoCommand.run(["open", "app://cart?jumpType=0&id=3"], console: console) == 0)
        #expect(
            console.transcript == [
                "app://cart?jumpType=0&id=3  (source: app)",
                "  relocation   none applied",
                "  pattern      app://cart  ->  DemoProduct.CartPage (priority 0)",
                "  description  Shopping cart (login required)",
                "  shadowed     none",
                "  parameters   id = 3                       query",
                "               jumpType = 0                 query",
                "  interceptors LoginInterceptor (priority 100)",
                "  action       present(fullScreen)  (from jumpType=0)",
                "  from launch  present(fullScreen, nav)",
                "               [tab 0* HomePage] [tab 1 ProfilePage]  =>  [tab 0* HomePage] [tab 1 ProfilePage] "
                    + "modal(fullScreen): CartPage",
            ])
    }

    @Test func openShowsRelocationAndOverriddenParameters() async {
        let console = Console.silent()
        #expect(await DemoCommand.run(["open", "app://product/42/reviews", "--relocated"], console: console) == 0)
        #expect(
            console.transcript.contains("  relocation   app://product/42/reviews -> https://m.example.com/p/42/reviews")
        )
        let plain = Console.silent()
        #expect(await DemoCommand.run(["open", "app://product/42?id=9"], console: plain) == 0)
        #expect(plain.transcript.contains("               id = 9                       query (overridden)"))
    }

    @Test func openRefusesWhatCannotBeOpened() async {
        #expect(
            await DemoCommand.run(["open", "app://account/settings/payment", "--external"], console: .silent()) == 1)
        #expect(await DemoCommand.run(["open", "app://account/settings/payment"], console: .silent()) == 0)
        #expect(await DemoCommand.run(["open", "app://nowhere"], console: .silent()) == 1)
        #expect(await DemoCommand.run(["open"], console: .silent()) == 2)
        #expect(await DemoCommand.run(["open", "app://home", "--bogus"], console: .silent()) == 2)
        #expect(await DemoCommand.run(["frobnicate"], console: .silent()) == 2)
    }

    @Test func routesListsTheInstalledTable() async {
        let console = Console.silent()
        #expect(await DemoCommand.run(["routes"], console: console) == 0)
        #expect(console.transcript.first == "17 routes installed (1 install):")
        #expect(
            console.transcript.contains { $0.hasPrefix("  app://product/:id ") && $0.hasSuffix("push, priority 10") })
    }

    @Test func picturesDrawTabsStacksAndModals() {
        let home = NavigationScreen(typeName: "Demo.HomePage")
        let product = NavigationScreen(typeName: "Demo.ProductPage", title: "ProductPage(42)")
        var state = NavigationState.tabs([[home, product], [NavigationScreen(typeName: "Demo.ProfilePage")]])
        #expect(
            NavigationPicture.render(state) == [
                "┌─ tab 0 ● ────────┐ ┌─ tab 1 ──────┐",
                "│  HomePage        │ │  ProfilePage │",
                "│▸ ProductPage(42) │ └──────────────┘",
                "└──────────────────┘",
            ])
        state.modals = [PresentedModal(ScreenStack([NavigationScreen(typeName: "Demo.LoginPage")]), style: .sheet)]
        #expect(NavigationPicture.render(state)[1] == "│  HomePage        │ │  ProfilePage │ │▸ LoginPage      │")
        #expect(
            NavigationPicture.render(NavigationState()) == [
                "┌─ window ───────┐", "│  (no root yet) │", "└────────────────┘",
            ])
    }
}
