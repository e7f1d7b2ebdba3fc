import Foundation
import Switchyard
import SwitchyardSyntax
import Testing

@testable import _RouteScannerCore

/// The generated file and the runtime agree on ``GeneratedCodeContract``: these tests read what
/// the renderer wrote (the golden module's file and records) back with the contract's values and
/// the runtime's own records reader, so a renderer that spells a constant its own way fails here.
@Suite("Generator: the contract with the runtime")
struct GeneratedCodeContractTests {
    static let rendered = RouteTableRenderer.render(ShopSources.discover().manifest, dependencies: ["Account", "Home"])

    @Test func theRecordIsPlacedInTheSectionsTheRuntimeReads() {
        let text = Self.rendered
        #expect(text.contains("@section(\"\(GeneratedCodeContract.elfSection)\")"))
        #expect(
            text.contains("@section(\"\(GeneratedCodeContract.machOSegment),\(GeneratedCodeContract.machOSection)\")"))
        #expect(GeneratedCodeContract.machOSection.utf8.count <= 16)
        #expect(text.contains("@_spi(Generated) import Switchyard\n"))
    }

    @Test func theRecordCarriesTheTagAndVersionTheRuntimeChecks() throws {
        let line = try #require(Self.rendered.split(separator: "\n").first { $0.contains("magic: ") })
        let magic = try #require(line.split(separator: " ").first { $0.hasPrefix("0x") })
        let digits = magic.dropFirst(2).filter { $0 != "_" && $0 != "," }
        #expect(UInt32(digits, radix: 16) == GeneratedCodeContract.recordMagic)
        #expect(line.contains("version: \(GeneratedCodeContract.recordVersion),"))
    }

    @Test func theRecordsReadBackWithTheRuntimeReaderAndNameContractActions() {
        let chunks = RouteTableRenderer.recordChunks(ShopSources.discover().manifest)
        #expect(!chunks.isEmpty)
        for chunk in chunks {
            let read = Self.actions(Array(chunk.lines.joined(separator: "\n").utf8))
            #expect(read != nil, "a chunk the reader cannot read")
            let actions = read ?? []
            #expect(
                !actions.isEmpty && actions.allSatisfy { GeneratedCodeContract.Action(rawValue: $0) != nil },
                "\(actions)")
        }
    }

    /// The action of every entry of a chunk, read with the runtime's reader; `nil` if unreadable.
    static func actions(_ bytes: [UInt8]) -> [String]? {
        bytes.withUnsafeBufferPointer { buffer -> [String]? in
            guard let base = buffer.baseAddress else { return nil }
            var reader = RouteRecordReader(base: base, count: buffer.count)
            guard reader.readMagic() else { return nil }
            var actions: [String] = []
            while reader.hasMore() {
                guard let entry = reader.entry() else { return nil }
                actions.append(String(decoding: entry.action, as: UTF8.self))
                for _ in 0..<entry.patternCount {
                    guard let pattern = reader.pattern(), reader.skipSegments(pattern) else { return nil }
                }
            }
            return actions
        }
    }

    @Test func everyAcceptedSpellingNamesAContractAction() {
        let named = Set(RouteDiscovery.actionSpellings.map(\.action))
        #expect(named == Set(GeneratedCodeContract.Action.allCases))
    }
}
