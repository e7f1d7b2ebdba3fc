public enum Switchyard {}
