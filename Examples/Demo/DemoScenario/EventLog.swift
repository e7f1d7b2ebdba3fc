import Foundation
import Switchyard

/// Collects what the router reports (events and failures) from whatever thread it reports
/// them on, so the scenario can narrate them in order.
final class EventLog: @unchecked Sendable {
    // `events` and `failures` are guarded by `lock`.
    private let lock = NSLock()
    private var events: [RouterEvent] = []
    private var failures: [RouteFailure] = []

    func append(_ event: RouterEvent) {
        lock.withLock { events.append(event) }
    }

    func appendFailure(_ failure: RouteFailure) {
        lock.withLock { failures.append(failure) }
    }

    /// The URLs of the opens held so far (`RouterEvent.held`), without draining the events.
    func heldURLs() -> [String] {
        lock.withLock { events.compactMap { if case .held(let url, _) = $0 { url } else { nil } } }
    }

    /// The events since the last call.
    func drainEvents() -> [RouterEvent] {
        lock.withLock {
            defer { events.removeAll() }
            return events
        }
    }

    /// The failures the failure handler received since the last call.
    func drainFailures() -> [RouteFailure] {
        lock.withLock {
            defer { failures.removeAll() }
            return failures
        }
    }
}
