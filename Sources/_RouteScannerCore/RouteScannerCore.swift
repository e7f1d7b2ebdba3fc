public enum _RouteScannerCore {}
