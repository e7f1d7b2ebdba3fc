// Registers every linked module with one line, then opens each URL given on the command line and
// prints where it lands; exits non-zero if one does not open.
import Foundation
import Routes
import Switchyard

let router = Router()
router.registerLinkedModules()
var failed = false
for url in CommandLine.arguments.dropFirst() {
    if router.canOpenURL(url) {
        print("opens: \(url)")
    } else {
        print("does not open: \(url)")
        failed = true
    }
}
exit(failed ? 1 : 0)
