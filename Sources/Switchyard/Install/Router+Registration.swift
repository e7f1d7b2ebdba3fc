import Foundation

extension Router {
    /// Registers the routes and services of every module linked into the app that applies
    /// `RouteScannerPlugin`: the app's one line of set-up, with no list of modules.
    ///
    /// ```swift
    /// Router.shared.registerLinkedModules()   // at launch: reads nothing yet
    /// ```
    ///
    /// Nothing is read now. At the first open, resolve, `canOpenURL` or service lookup the router
    /// reads each module's record from the loaded images (Swift 6.3's `@section`; see
    /// <doc:MultiModuleApps>) and registers its tables. A module found in two images is
    /// registered once and reported as ``RouterEvent/duplicateModule(module:detail:)``. Calling
    /// this again is a no-op; a table also registered by hand is installed once.
    public func registerLinkedModules() {
        state.withLock { state in
            guard case .notRequested = state.registration.linked else { return }
            state.registration.linked = .pending
            state.snapshot = nil
        }
    }

    /// Reads the linked modules' records now if ``registerLinkedModules()`` asked for them and
    /// they were not read yet. Racing callers wait for the one that reads. Relocation calls it
    /// before taking its own lock, since a batch is checked against every table.
    package func loadLinkedModulesIfPending() {
        guard state.withLock({ $0.registration.linked == .pending }) else { return }
        scopeGate.lock()
        defer { scopeGate.unlock() }
        guard state.withLock({ $0.registration.linked == .pending }) else { return }
        let scan = LinkedModuleScan.run()
        register(services: scan.modules.map(\.services))
        let duplicates = state.withLock { state -> [RouteTable] in
            state.registration.linked = .loaded
            state.snapshot = nil
            return state.admitTables(scan.modules.map(\.table))
        }
        for duplicate in scan.duplicates {
            emit(
                .duplicateModule(
                    module: duplicate.module,
                    detail:
                        "is linked into \(duplicate.images.count) images (\(duplicate.images.joined(separator: ", "))); the first was registered, the others ignored. Link the module into one image only"
                ))
        }
        for unreadable in scan.unreadable {
            emit(
                .unreadableModuleRecord(
                    detail:
                        "\(unreadable), which this runtime cannot read; build every module with the same Switchyard version"
                ))
        }
        reportDuplicates(duplicates)
    }

    /// Reports tables that were handed to the router again and ignored.
    func reportDuplicates(_ tables: [RouteTable]) {
        for table in tables {
            emit(
                .duplicateModule(
                    module: table.module,
                    detail:
                        "was registered again (by hand, lazily or as a linked module); its table is installed once and the repeat ignored"
                ))
        }
    }
}
