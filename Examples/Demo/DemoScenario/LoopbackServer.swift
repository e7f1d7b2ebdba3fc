import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the demo: serves fixed bodies at fixed paths, with an
/// `ETag` and `304 Not Modified` for a matching `If-None-Match`, one connection at a time, then
/// closes the connection. POSIX sockets only, so the demo needs no dependency and no Python.
///
/// Not a general server: requests larger than 16 KiB or slower than the poll interval are simply
/// answered 400 or dropped, which is all a loopback demo needs.
final class LoopbackServer: @unchecked Sendable {
    /// A resource: its body and entity tag.
    struct Resource: Sendable {
        var body: Data
        var etag: String
    }

    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        var description: String { "\(step) failed (errno \(code))" }
    }

    private let resources: [String: Resource]
    // `running`, `requests` and `listener` are guarded by `lock`.
    private let lock = NSLock()
    private var running = false
    private var requests: [String] = []
    private var listener: Int32 = -1
    private let done = DispatchSemaphore(value: 0)

    /// The port it listens on, after ``start()``.
    private(set) var port: UInt16 = 0

    init(resources: [String: Resource]) {
        self.resources = resources
    }

    /// Every request line served so far with its status, e.g. `GET /rules.json -> 200`.
    var log: [String] { lock.withLock { requests } }

    /// Binds to 127.0.0.1 on a free port and starts answering on a background thread.
    func start() throws {
        #if canImport(Darwin)
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw StartError(step: "socket", code: errno) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            let code = errno
            close(fd)
            throw StartError(step: "bind/listen", code: code)
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        lock.withLock {
            listener = fd
            running = true
        }
        let thread = Thread { [self] in
            serve(fd)
            done.signal()
        }
        thread.start()
    }

    /// Stops answering and closes the socket; returns when the thread has finished.
    func stop() {
        let wasRunning = lock.withLock {
            defer { running = false }
            return running
        }
        guard wasRunning else { return }
        done.wait()
        close(lock.withLock { listener })
    }

    // A client that hangs up must not kill the demo with SIGPIPE: a failed `send` returns EPIPE
    // instead. Linux has a per-call flag (MSG_NOSIGNAL); Darwin has no such flag but the per-socket
    // option SO_NOSIGPIPE, set here on each accepted socket (the one `send` writes to).
    #if canImport(Darwin)
    private static let sendFlags: Int32 = 0

    private static func ignoreSIGPIPE(on socket: Int32) {
        var on: Int32 = 1
        _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    #else
    private static let sendFlags = Int32(MSG_NOSIGNAL)

    private static func ignoreSIGPIPE(on socket: Int32) {}
    #endif

    private var isRunning: Bool { lock.withLock { running } }

    private func serve(_ fd: Int32) {
        while isRunning {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            Self.ignoreSIGPIPE(on: client)
            answer(client)
            close(client)
        }
    }

    private func answer(_ client: Int32) {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 16_384 {
            var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 2_000) > 0 else { break }
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[0..<count]
            if received.count >= 4, received.suffix(4) == [13, 10, 13, 10] { break }
        }
        let head = String(decoding: received, as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.first ?? ""
        let parts = requestLine.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : ""
        let ifNoneMatch = lines.dropFirst().first { $0.lowercased().hasPrefix("if-none-match:") }
            .map { $0.dropFirst("if-none-match:".count).trimmingCharacters(in: .whitespaces) }
        let status: Int
        var headers: [String] = []
        var body = Data()
        if parts.first != "GET" {
            status = 400
        } else if let resource = resources[path] {
            headers.append("ETag: \(resource.etag)")
            if ifNoneMatch == resource.etag {
                status = 304
            } else {
                status = 200
                body = resource.body
                headers.append("Content-Type: application/json")
            }
        } else {
            status = 404
        }
        let reason = [200: "OK", 304: "Not Modified", 400: "Bad Request", 404: "Not Found"][status] ?? ""
        var response = "HTTP/1.1 \(status) \(reason)\r\n"
        for header in headers + ["Content-Length: \(body.count)", "Connection: close"] { response += header + "\r\n" }
        var bytes = Data((response + "\r\n").utf8)
        bytes.append(body)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let sent = send(client, base + offset, raw.count - offset, Self.sendFlags)
                guard sent > 0 else { break }
                offset += sent
            }
        }
        lock.withLock {
            requests.append("\(requestLine.split(separator: " ").prefix(2).joined(separator: " ")) -> \(status)")
        }
    }
}
