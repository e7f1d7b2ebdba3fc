import Testing
@testable import _RouteScannerCore
@Test func placeholder() { #expect(Bool(true)) }
