import DemoServices
import Foundation
import Switchyard

/// The login session service: found by the plugin, created by the router on first use.
final class Session: SessionService, @unchecked Sendable {
    // Mutable state is guarded by `lock`; continuations are resumed outside it.
    private let lock = NSLock()
    private var name: String?
    private var waiters: [CheckedContinuation<Bool, Never>] = []

    init() {}

    var isLoggedIn: Bool { lock.withLock { name != nil } }

    var user: String? { lock.withLock { name } }

    var pendingLogIns: Int { lock.withLock { waiters.count } }

    func logIn(user: String) {
        resumeAll(with: true) { self.name = user }
    }

    func logOut() {
        lock.withLock { name = nil }
    }

    func cancelLogIn() {
        resumeAll(with: false) {}
    }

    func waitForLogIn() async -> Bool {
        await withCheckedContinuation { continuation in
            let loggedIn = lock.withLock {
                if name != nil { return true }
                waiters.append(continuation)
                return false
            }
            if loggedIn { continuation.resume(returning: true) }
        }
    }

    private func resumeAll(with value: Bool, _ change: () -> Void) {
        let resumed = lock.withLock {
            change()
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in resumed { waiter.resume(returning: value) }
    }
}
