import DemoKit
import Switchyard

/// A page that answers its opener: `try await router.open("app://account/address/pick",
/// expecting: String.self)` waits until the user picks an address (`request.respond(with:)`)
/// or closes the sheet (`request.dismissWithoutResponse()`). It keeps its request, as
/// every ``Screen`` does, so that it can answer.
final class AddressPickerPage: Screen, Routable {
    static let routePatterns = ["app://account/address/pick"]
    static let routeDescription = "Pick a delivery address (answers the opener)"
    static let routeAction = NavigationAction.present(.sheet)

    static func makeDestination(for request: RouteRequest) throws -> Any {
        AddressPickerPage(title: "AddressPicker", request: request)
    }
}
