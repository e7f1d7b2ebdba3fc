// Delivery comes with the rules it delivers: `import SwitchyardRelocationDelivery` is enough.
@_exported import SwitchyardRelocation
