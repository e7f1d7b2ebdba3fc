import Foundation

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs `relocation_server.py` on 127.0.0.1 for one test and stops it afterwards.
final class RelocationServer: Sendable {
    let process: Process
    let input: Pipe
    let port: Int

    struct StartFailed: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "relocation_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        let reader = output.fileHandleForReading
        while !line.contains(0x0A) {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let text = String(data: line, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let port = Int(text)
        else {
            process.terminate()
            throw StartFailed(description: "relocation_server.py printed no port (is python3 on PATH?)")
        }
        self.process = process
        self.input = input
        self.port = port
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Requests per path, and the If-None-Match values the server saw per path.
    func stats() async throws -> (counts: [String: Int], etags: [String: [String?]]) {
        let (data, _) = try await URLSession(configuration: .ephemeral).data(from: url("/stats"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let counts = object["counts"] as? [String: Int] ?? [:]
        let raw = object["etags"] as? [String: [Any]] ?? [:]
        return (counts, raw.mapValues { $0.map { $0 as? String } })
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// The test server's signature: `crc32:<hex>` of the body.
struct CRCVerifier: RelocationSignatureVerifier {
    func isValid(signature: String?, for body: Data) -> Bool {
        signature == "crc32:" + String(format: "%08x", CRC32.checksum(body))
    }
}
