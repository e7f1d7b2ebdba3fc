import Switchyard

/// What relocation rules from a server may do. The defaults are strict: a redirect may only send
/// users to the app's own schemes (by default those its routes use, `http` and `https` aside); web
/// pages and other apps only through allow-lists the app sets.
///
/// ```swift
/// var policy = RelocationPolicy(ownSchemes: ["app"])
/// policy.allowedWebHosts = ["m.example.com", "*.help.example.com"]
/// router.relocationPolicy = policy
/// ```
///
/// Internal routes (`RouteEntry.isInternal`) stay internal whatever the policy says: an
/// `.external` open that a redirect sends to one is refused, and `add` rules cannot give one a
/// new pattern.
public struct RelocationPolicy: Sendable, Hashable {
    /// The app's own schemes, lowercased. `nil` (the default) means the literal schemes of the
    /// installed routes other than `http` and `https`.
    public var ownSchemes: Set<String>?
    /// The hosts a redirect may target within the own schemes; `nil` allows every host.
    public var ownHosts: Set<String>?
    /// Hosts that `http`/`https` targets may name. `*.example.com` allows every subdomain
    /// of `example.com` (not `example.com` itself). Empty by default: no web targets.
    public var allowedWebHosts: Set<String>
    /// Whether `http` (unencrypted) web targets are allowed at all. `false` by default.
    public var allowsInsecureHTTP: Bool
    /// Other apps' schemes a redirect may target (`weixin`, `alipay`…). Empty by default.
    public var allowedForeignSchemes: Set<String>
    /// The most rules one batch may hold.
    public var maxRules: Int

    /// Creates a policy.
    public init(
        ownSchemes: Set<String>? = nil, ownHosts: Set<String>? = nil, allowedWebHosts: Set<String> = [],
        allowsInsecureHTTP: Bool = false, allowedForeignSchemes: Set<String> = [], maxRules: Int = 10_000
    ) {
        self.ownSchemes = ownSchemes.map { Set($0.map { $0.lowercased() }) }
        self.ownHosts = ownHosts.map { Set($0.map { $0.lowercased() }) }
        self.allowedWebHosts = Set(allowedWebHosts.map { $0.lowercased() })
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.allowedForeignSchemes = Set(allowedForeignSchemes.map { $0.lowercased() })
        self.maxRules = maxRules
    }

    /// The strict default, `RelocationPolicy()`.
    package static let strict = RelocationPolicy()

    /// Whether `scheme` is one of the app's own: one of ``ownSchemes`` when set; by default, one of
    /// `routeSchemes`, the literal schemes of the installed routes other than `http` and `https`. Web
    /// targets stay governed by ``allowedWebHosts`` whatever the tables declare, so an app with an
    /// `https://**` page does not open its redirects to every host. The runtime and the release
    /// tools (`switchyard-routes check-relocation`, `diff --covered-by`) decide here alike.
    func isOwn(scheme: String, routeSchemes: Set<String>) -> Bool {
        ownSchemes?.contains(scheme) ?? routeSchemes.contains(scheme)
    }

    /// Why a redirect may not target `scheme://host`, or `nil` when it may; `isOwn` is what
    /// ``isOwn(scheme:routeSchemes:)`` answers for `scheme` (and `routeSchemes` names the fix).
    ///
    /// - Complexity: O(*h*) in the number of allowed web hosts.
    func refusal(scheme: String, host: String, isOwn: Bool, routeSchemes: Set<String>) -> String? {
        if isOwn {
            if let ownHosts, !ownHosts.contains(host) {
                return
                    "the host '\(host)' is not one of the app's hosts (\(ownHosts.sorted().joined(separator: ", "))); add it to RelocationPolicy.ownHosts"
            }
            return nil
        }
        if scheme == "http" || scheme == "https" {
            if scheme == "http" && !allowsInsecureHTTP {
                return "http targets are refused; use https, or set RelocationPolicy.allowsInsecureHTTP"
            }
            let wildcard = { (allowed: String) in
                allowed.hasPrefix("*.") && host.hasSuffix(allowed.dropFirst()) && host.count >= allowed.count
            }
            if allowedWebHosts.contains(host) || allowedWebHosts.contains(where: wildcard) { return nil }
            return "web target host '\(host)' is not allowed; add it to RelocationPolicy.allowedWebHosts"
        }
        if allowedForeignSchemes.contains(scheme) { return nil }
        if routeSchemes.contains(scheme) {
            return
                "the scheme '\(scheme)' is the app's own (its routes use it) but not in RelocationPolicy.ownSchemes; add it there"
        }
        return
            "the scheme '\(scheme)' belongs to no allow-list; add it to RelocationPolicy.ownSchemes if it is this app's, "
            + "or to RelocationPolicy.allowedForeignSchemes if it is another app's"
    }
}
