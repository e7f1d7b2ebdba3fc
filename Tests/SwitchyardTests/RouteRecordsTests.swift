import Testing
@testable import Switchyard
import SwitchyardSyntax

@Suite("Route records")
struct RouteRecordsTests {
    @Test func debugInstall() {
        var writer = RouteRecordWriter()
        writer.entry(index: 0, priority: 0, isInternal: false, isHandler: false, action: "push", typeName: "M.A", description: "", patternCount: 1)
        writer.pattern("app://home")
        let records = RouteRecords(bytes: [Array(writer.chunk.utf8)], targets: { _ in .closure({ _ in () }) })
        let router = Router()
        router.register([RouteTable(module: "M", records: records)])
        _ = router.addEventObserver { print("\($0)") }
        print(writer.chunk)
        print(router.dump())
        #expect(router.routes.count == 1)
    }
}
