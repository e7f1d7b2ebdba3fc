import Testing

@testable import _RouteScannerCore
@testable import switchyard_routes

@Suite struct ScanOutputTests {
    @Test func jsonLine() {
        let type = ScannedType(
            qualifiedName: "Outer.Inner", kind: "class", file: "A.swift", line: 3, column: 7, access: "internal",
            conditions: ["DEBUG"], via: ["Page", "Routable"], conformsTo: ["Routable"],
            members: [
                "routePatterns": .stringArray(["app://a\"b"]), "routePriority": .int(5),
                "routeAction": .enumCase("push"),
            ])
        #expect(
            ScanOutput.jsonLine(type)
                == #"{"type": "Outer.Inner", "kind": "class", "file": "A.swift", "line": 3, "column": 7, "access": "internal", "conditions": ["DEBUG"], "via": ["Page", "Routable"], "conformsTo": ["Routable"], "patterns": ["app://a\"b"], "priority": 5, "members": {"routeAction": "push"}}"#
        )
    }
}
