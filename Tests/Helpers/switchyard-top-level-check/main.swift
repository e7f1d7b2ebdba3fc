// Top-level code, as a new user writes it in a `main.swift`: `await openURL` must resolve to the
// async open and give its outcome — never to the fire-and-forget form, which has its own name
// (`open(_:completion:)`). This target compiles in every `swift build` and `swift test`; if the
// line below picked a synchronous overload, `outcome` would be `()` and the build would fail.
import Switchyard

let router = Router()
let outcome = await router.openURL("shop://cart")
let typed: RouteOutcome = outcome
router.open("shop://cart") { _ in }
print(typed.failure?.description ?? "opened")
