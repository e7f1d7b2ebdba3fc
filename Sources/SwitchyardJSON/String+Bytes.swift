extension String {
    /// `true` when a UTF-8 byte of the string satisfies `predicate`. Reads the string's bytes
    /// in place (a plain loop over a buffer), much faster than iterating `utf8`; used on every
    /// path and key of large route maps.
    package func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
        return utf8.contains(where: predicate)
    }

    /// `true` when the string's UTF-8 contains `byte`.
    package func containsByte(_ byte: UInt8) -> Bool { containsByte { $0 == byte } }
}
