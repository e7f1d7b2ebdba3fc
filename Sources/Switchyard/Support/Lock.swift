#if canImport(os)
import Darwin
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// A small non-recursive lock over `os_unfair_lock` (Apple) or `pthread_mutex_t` (elsewhere).
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, newer than Switchyard's deployment targets,
/// so the package keeps this one internal lock type, in the spirit of argument-parser's
/// `Utilities/Mutex.swift`. The lock lives in its own allocation so its address never moves.
package final class Lock: @unchecked Sendable {
    #if canImport(os)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    package init() {
        #if canImport(os)
        handle = .allocate(capacity: 1)
        handle.initialize(to: os_unfair_lock())
        #else
        handle = .allocate(capacity: 1)
        handle.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(handle, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
        #endif
    }

    deinit {
        #if !canImport(os)
        pthread_mutex_destroy(handle)
        #endif
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    /// Runs `body` with the lock held.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        #if canImport(os)
        os_unfair_lock_lock(handle)
        defer { os_unfair_lock_unlock(handle) }
        #else
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        #endif
        return try body()
    }
}

/// A lock the thread that holds it may take again: a `pthread_mutex_t` of type
/// `PTHREAD_MUTEX_RECURSIVE`, on every platform (`os_unfair_lock` is not recursive). For a gate
/// around app code that may call back into the router (``Router``'s `scopeGate`); everything else
/// uses ``Lock``.
final class RecursiveLock: @unchecked Sendable {
    private let handle: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        handle = .allocate(capacity: 1)
        handle.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        defer { pthread_mutexattr_destroy(&attributes) }
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        let result = pthread_mutex_init(handle, &attributes)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit {
        pthread_mutex_destroy(handle)
        handle.deinitialize(count: 1)
        handle.deallocate()
    }

    /// Runs `body` with the lock held; `body` may take the lock again.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return try body()
    }
}

/// A value guarded by a `Lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    /// Not checked for exclusivity at run time: the lock makes it exclusive, and the check cost
    /// `canOpenURL` about 100 instructions a lookup (#39).
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
