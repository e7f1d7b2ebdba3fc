// Stands in for Apple's Combine: OpenCombine has the same API (`ObservableObject`, `@Published`),
// so the library's `import Combine` files compile here unchanged.
@_exported import OpenCombine
