import Switchyard

/// The kit: no pages of its own. Features' pages conform to `Routable` through this protocol, so
/// their scans read the kit (its summary, or its sources) as context.
public protocol FixturePage: Routable {}

extension FixturePage {
    /// Every page of the fixture names itself.
    public static func makeDestination(for request: RouteRequest) throws -> Any { "\(Self.self)" }
}
