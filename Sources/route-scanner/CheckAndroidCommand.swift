enum CheckAndroidCommand {
    static func run(_ args: [String]) -> Int32 {
        FileHandleOutput.standardError("route-scanner check-android: not built yet")
        return 2
    }
}
