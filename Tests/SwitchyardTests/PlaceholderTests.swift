import Testing
@testable import Switchyard
@Test func placeholder() { #expect(Bool(true)) }
