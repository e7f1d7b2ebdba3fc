// URLs and patterns live in `SwitchyardSyntax`, which the build-time scanner shares so that build
// time and run time compile every pattern with one compiler. The one JSON value type, `JSONValue`
// (service arguments and results, redirect parameters), lives in `SwitchyardJSON` beside the
// reader and writer. Apps import `Switchyard` only.
@_exported import SwitchyardJSON
@_exported import SwitchyardSyntax
