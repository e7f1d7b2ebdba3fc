import Foundation
import Testing

@Suite("Golden helper")
struct GoldenTests {
    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)/sample.txt")
    }

    @Test func aMissingGoldenFailsAndRecordingStillFails() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(
            Golden.check("a\n", against: url, record: false)
                == .failure(
                    "missing golden \(url.path); run the tests with SWITCHYARD_RECORD_GOLDENS=1 to record it, then review and commit it"
                ))
        #expect(
            Golden.check("a\n", against: url, record: true)
                == .failure(
                    "recorded new golden \(url.path); review it, commit it and rerun without SWITCHYARD_RECORD_GOLDENS=1"
                ))
        #expect(Golden.check("a\n", against: url, record: false) == .match)
        #expect(
            Golden.check("b\n", against: url, record: true)
                == .failure(
                    "re-recorded golden \(url.path); review it, commit it and rerun without SWITCHYARD_RECORD_GOLDENS=1"
                ))
        #expect(try String(decoding: Data(contentsOf: url), as: UTF8.self) == "b\n")
    }

    @Test func aMismatchShowsALineDiff() {
        let old = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\n"
        let new = "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight\nnine\n"
        #expect(
            Golden.lineDiff(from: old, to: new) == """
                @@ line 1
                 one
                 two
                -three
                +THREE
                 four
                 five
                @@ line 7
                 seven
                 eight
                +nine
                \u{20}
                """)
    }

    @Test func goldensAreFoundFromTheTestFile() {
        let url = Golden.url(named: "routes.json", nearTestFile: #filePath)
        #expect(url.deletingLastPathComponent().lastPathComponent == "Goldens")
        #expect(
            url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "RouteScannerCoreTests")
    }
}
