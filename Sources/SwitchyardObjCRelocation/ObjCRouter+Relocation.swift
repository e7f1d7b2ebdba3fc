#if canImport(ObjectiveC)
import Foundation
import Switchyard
import SwitchyardObjC

extension ObjCRouter {
    /// Applies TheRouter's relocation payload, an `NSArray` of rule dictionaries, as one batch
    /// (`-applyRelocationWithTheRouterRules:version:completion:`): the same policy and planner as
    /// `Router.applyRelocation(theRouterRules:version:)`, all or nothing. `completion` is called
    /// on the main thread with `nil` when the batch applied, or with every problem.
    @objc(applyRelocationWithTheRouterRules:version:completion:)
    public func applyRelocation(
        theRouterRules: [Any], version: Int, completion: @escaping @MainActor (String?) -> Void
    ) {
        let failure = router.applyRelocationForObjC(theRouterRules: theRouterRules, version: version)
        Task { @MainActor in completion(failure) }
    }
}
#endif
