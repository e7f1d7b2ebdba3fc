import DemoServices
import Foundation
import Switchyard

/// The login session service.
final class Session: SessionService, @unchecked Sendable {
    // Mutable state is guarded by `lock`.
    private let lock = NSLock()
    private var user: String?

    init() {}

    var isLoggedIn: Bool { lock.withLock { user != nil } }

    func logIn(user: String) {
        lock.withLock { self.user = user }
    }
}
