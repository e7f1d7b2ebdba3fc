extension Router {
    /// Registers the routes and services of every module linked into the app that applies
    /// `RouteScannerPlugin`: the app's one line of set-up, with no list of modules.
    ///
    /// ```swift
    /// Router.shared.registerLinkedModules()   // at launch: reads nothing yet
    /// ```
    ///
    /// Nothing is read now. At the first open, resolve, `canOpenURL` or service lookup the router
    /// reads each module's record from the loaded images (Swift 6.3's `@section`; before Swift 6.3,
    /// its marker class in the Swift type metadata; see <doc:MultiModuleApps>) and registers its
    /// tables. A module found in two images is registered once and reported as
    /// ``RouterEvent/duplicateModule(module:detail:)``. A table also registered by hand is
    /// installed once.
    ///
    /// Calling it again before the first use is a no-op. After it, it reads now the images loaded
    /// since the last read (a framework loaded with `dlopen`), and adds their modules all at once:
    /// the next use sees every one of them, and a use before sees none. Images read before are
    /// not read again, and a module already registered that a new image holds as well is
    /// reported, not installed again. An image must stay loaded once its modules are registered.
    ///
    /// - Complexity: each image is read once per process: its records, and its type metadata
    ///   records (a few loads each) for markers.
    public func registerLinkedModules() {
        let loaded = state.withLock { state -> Bool in
            switch state.registration.linked {
            case .notRequested:
                state.registration.linked = .pending
                state.snapshot = nil
                return false
            case .pending: return false
            case .loaded: return true
            }
        }
        if loaded { readLinkedModules(when: .loaded) }
    }

    /// Reads the linked modules' records now if ``registerLinkedModules()`` asked for them and
    /// they were not read yet. Racing callers wait for the one that reads. Relocation calls it
    /// before taking its own lock, since a batch is checked against every table.
    package func loadLinkedModulesIfPending() {
        guard state.withLock({ $0.registration.linked == .pending }) else { return }
        readLinkedModules(when: .pending)
    }

    /// Reads the images this router has not read, if registration is still `expected`, and
    /// registers the modules found in one step: their tables are admitted under one lock and the
    /// snapshot is dropped once, so the next use installs all of them.
    private func readLinkedModules(when expected: RegistrationState.Linked) {
        scopeGate.withLock {
            guard let start = state.withLock({ $0.registration.linked == expected ? $0.registration.imagesRead : nil })
            else { return }
            let images = LoadedImages.shared.images(from: start)
            let scan = LinkedModuleScan.run(images.images)
            // `again`: modules an earlier read registered, found again in an image loaded since.
            let (fresh, again) = state.withLock { state -> ([LinkedModule], [LinkedModule]) in
                var fresh: [LinkedModule] = []
                var again: [LinkedModule] = []
                for module in scan.modules {
                    if state.registration.linkedModules.insert(module.module).inserted {
                        fresh.append(module)
                    } else {
                        again.append(module)
                    }
                }
                return (fresh, again)
            }
            if !fresh.isEmpty { register(services: fresh.map(\.services)) }
            let duplicates = state.withLock { state -> [RouteTable] in
                state.registration.linked = .loaded
                state.registration.imagesRead = images.end
                guard !fresh.isEmpty else { return [] }
                state.snapshot = nil
                return state.admitTables(fresh.map(\.table))
            }
            for module in again {
                emit(
                    .duplicateModule(
                        module: module.module,
                        detail:
                            "is linked into \(module.image) too, loaded after the module was registered from another image; the first was kept, this one ignored. Link the module into one image only"
                    ))
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
