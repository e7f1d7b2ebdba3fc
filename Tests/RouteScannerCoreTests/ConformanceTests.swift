import Testing

@testable import _RouteScannerCore

@Suite struct ConformanceTests {
    @Test func direct() {
        let result = scanSource("class A: Routable {}\nclass B: UIViewController {}")
        #expect(names(result) == ["A"])
        #expect(result.types.first?.via == ["Routable"])
        #expect(result.types.first?.conformsTo == ["Routable"])
    }

    @Test func viaExtensionInAnotherFile() {
        let result = scanSources([("A.swift", "final class A {}"), ("B.swift", "extension A: Routable {}")])
        #expect(names(result) == ["A"])
        #expect(result.types.first?.file == "A.swift")
    }

    @Test func viaExtensionOfNestedQualifiedType() {
        let result = scanSources([
            ("A.swift", "enum Outer { struct Inner {} \n struct Other {} }"),
            ("B.swift", "extension Outer.Inner: Routable {}"),
        ])
        #expect(names(result) == ["Outer.Inner"])
    }

    @Test func viaProtocolRefinementChain() {
        let result = scanSources([
            ("P.swift", "protocol Page: Routable {}\nprotocol DetailPage: Page, Equatable {}"),
            ("X.swift", "class X: DetailPage {}"),
        ])
        #expect(names(result) == ["X"])
        #expect(result.types.first?.via == ["DetailPage", "Page", "Routable"])
    }

    @Test func viaSuperclassAcrossFiles() {
        let result = scanSources([
            ("Base.swift", "class BasePage: UIViewController, Routable {}"),
            ("Mid.swift", "class MidPage: BasePage {}"),
            ("Leaf.swift", "final class Leaf: MidPage {}"),
        ])
        #expect(names(result) == ["BasePage", "Leaf", "MidPage"])
    }

    @Test func viaSuperclassInContextFileOnly() {
        let result = scanSources(
            [("Leaf.swift", "final class Leaf: BasePage {}")],
            context: [("Dep/BasePage.swift", "open class BasePage: Routable {}\nclass Unrelated: Routable {}")])
        #expect(names(result) == ["Leaf"])
    }

    @Test func viaTypealiasComposition() {
        let result = scanSource(
            """
            typealias PageType = UIViewController & Routable
            typealias Screen = PageType
            class X: PageType {}
            class Y: Screen {}
            class Z: UIViewController {}
            """)
        #expect(names(result) == ["X", "Y"])
    }

    @Test func viaTypealiasToModuleQualifiedProtocol() {
        #expect(names(scanSource("typealias R = Switchyard.Routable\nstruct S: R {}")) == ["S"])
    }

    @Test func moduleQualifiedNames() {
        let result = scanSources(
            [
                ("A.swift", "class BasePage: Switchyard.Routable {}"),
                ("B.swift", "class Leaf: MyModule.BasePage {}\nclass Other: OtherModule.Routable {}"),
            ], conformingTo: ["Switchyard.Routable"], moduleName: "MyModule")
        #expect(names(result) == ["BasePage", "Leaf"])
    }

    @Test func moduleQualifiedNameOfAContextModule() {
        let result = scanSources(
            [("Leaf.swift", "class Leaf: Dependency.BasePage {}")],
            context: [("Dep.swift", "open class BasePage: Routable {}")])
        #expect(names(result) == ["Leaf"])
    }

    @Test func nestedNameDisambiguation() {
        let result = scanSource(
            """
            enum A { protocol Page: Routable {} ; class X: Page {} }
            enum B { protocol Page {} ; class X: Page {} }
            class Y: A.Page {}
            """)
        #expect(names(result) == ["A.X", "Y"])
    }

    @Test func cyclesTerminate() {
        let result = scanSource(
            """
            protocol P: Q {}
            protocol Q: P {}
            class A: B {}
            class B: A {}
            typealias T1 = T2
            typealias T2 = T1
            class C: T1, P {}
            class D: P, Routable {}
            """)
        #expect(names(result) == ["D"])
    }

    @Test func unknownBasesAreNonConforming() {
        #expect(scanSource("class V: UIViewController, UITableViewDelegate {}").types.isEmpty)
    }

    @Test func viaListsOnlyProtocolsLeadingToTheTarget() {
        let result = scanSource(
            """
            protocol RouterService {}
            protocol UserService: RouterService {}
            protocol Logger {}
            final class UserServiceImpl: UserService, Logger {}
            """, conformingTo: ["RouterService"])
        #expect(result.types.first?.via == ["RouterService", "UserService"])
    }

    @Test func extensionOfExternalTypeIsReportedAsExtension() {
        let result = scanSource(
            "extension SFSafariViewController: Routable { static let routePatterns = [\"app://web\"] }")
        #expect(result.types.first?.kind == "extension")
        #expect(result.types.first?.members["routePatterns"] == .stringArray(["app://web"]))
    }

    @Test func multipleTargets() {
        let result = scanSource(
            "class A: Routable {}\nclass B: Interceptor {}\nclass C: Routable, Interceptor {}",
            conformingTo: ["Routable", "Interceptor"])
        #expect(result.types.map(\.conformsTo) == [["Routable"], ["Interceptor"], ["Interceptor", "Routable"]])
    }

    @Test func localProtocolNamedLikeTheTarget() {
        #expect(names(scanSource("public protocol Routable {}\nstruct S: Routable {}")) == ["S"])
    }
}
