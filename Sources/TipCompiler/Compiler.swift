import TipSyntax

/// The driver. (Contract placeholder.)
public enum Compiler {}
