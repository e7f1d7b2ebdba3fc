/// A value that is settled once and awaited once: the first `settle` wins, later ones are
/// refused, and the waiter resumes exactly once whichever comes first, the value or the wait.
///
/// The continuation is a checked one, so a waiter that is never resumed is reported by the
/// runtime; every owner of a `OneShot` settles it on every path (including its own `deinit`).
final class OneShot<Value: Sendable>: @unchecked Sendable {
    // `slot` is guarded by its lock.
    private enum Slot {
        case empty
        case waiting(CheckedContinuation<Value, Never>)
        case settled(Value)
        case consumed
    }

    private let slot = Locked(Slot.empty)

    /// Settles with `value`. Returns `false` when it was settled before (the value is dropped).
    @discardableResult
    func settle(_ value: Value) -> Bool {
        let (won, waiter) = slot.withLock { slot -> (Bool, CheckedContinuation<Value, Never>?) in
            switch slot {
            case .empty:
                slot = .settled(value)
                return (true, nil)
            case .waiting(let continuation):
                slot = .consumed
                return (true, continuation)
            case .settled, .consumed:
                return (false, nil)
            }
        }
        waiter?.resume(returning: value)
        return won
    }

    var isSettled: Bool {
        slot.withLock { slot in
            if case .empty = slot { return false }
            if case .waiting = slot { return false }
            return true
        }
    }

    /// The value, once settled. Call at most once.
    func wait() async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let ready: Value? = slot.withLock { slot in
                if case .settled(let value) = slot {
                    slot = .consumed
                    return value
                }
                slot = .waiting(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
