/// Codable types for the JSON layout tree, for apps to decode. (Contract placeholder.)
public enum TipRuntime {}
