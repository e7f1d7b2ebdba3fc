enum ScanCommand {
    static func run(_ args: [String]) -> Int32 {
        FileHandleOutput.standardError("route-scanner scan: not built yet")
        return 2
    }
}
