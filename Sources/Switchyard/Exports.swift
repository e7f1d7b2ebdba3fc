// URLs and patterns live in `SwitchyardSyntax`, which the build-time scanner shares so that build
// time and run time compile every pattern with one compiler. Apps import `Switchyard` only.
@_exported import SwitchyardSyntax
