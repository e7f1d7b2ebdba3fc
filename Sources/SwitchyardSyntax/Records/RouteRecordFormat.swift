/// The text format of pre-compiled route records: what the build plugin writes into each module's
/// generated file (as `StaticString`s, so the bytes stay in the binary's read-only data) and what
/// the router reads at install, so that installing a generated table never parses a pattern.
///
/// A chunk is `SWR1` followed by entries; newlines between records are ignored. Numbers are
/// decimal (`-` allowed) and end with `|`; a text is its UTF-8 byte count, `:`, then the bytes.
///
/// ```
/// entry    E <index>| <patterns>| <action text> <details text>, then that many patterns
/// details  <priority>| <flags>| <type name text> <description text>
///          (one text, so install steps over what only a route's description needs)
/// pattern  P <text> <explicit scheme 0|1>| <segment count>| <shared>| then the segments
///          (`shared`: how many leading segments equal the previous pattern's in the chunk; all
///           segments are still written, so each pattern reads alone)
///          X <text>                       (a pattern that did not compile: the router compiles
///                                           the text to report the same error)
/// segment  D                              the router's default scheme
///          L <text>                       a literal, decoded and normalised
///          V <text>                       a parameter and its name
///          *                              a wildcard
///          #                              a catch-all (`**`)
/// ```
///
/// Flags: 1 = internal, 2 = handler. The entry index numbers the module's entries across all its
/// chunks (chunks split where `#if` conditions change), in table order.
///
/// The tags and flags are ``GeneratedCodeContract``'s. The writer is the build side's
/// (`_RouteScannerCore`'s `RouteRecordWriter`); the reader is ``RouteRecordReader``.
package enum RouteRecordFormat {
    /// FNV-1a over the bytes: the trie's segment hash, for pattern literals and URL segments
    /// alike. Deterministic across runs and machines.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// FNV-1a over a string's UTF-8 bytes (relocation's scope keys and pattern shapes).
    package static func hash(_ text: String) -> UInt64 {
        var copy = text
        return copy.withUTF8 { hash($0) }
    }
}
