import Foundation
import TipRuntime

/// The tooltips and tag groups of this module, compiled from `Tips/*.tip` by the TipcPlugin.
public enum DemoTips {
    /// Why a layout could not be loaded.
    public enum LoadError: Error, Equatable {
        /// No `<name>.json` resource: no `<name>.tip` in the module.
        case missingResource(String)
    }

    /// The layout tree compiled from `<name>.tip`.
    public static func document(named name: String) throws -> TipDocument {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw LoadError.missingResource(name)
        }
        return try TipDocument.decode(from: Data(contentsOf: url))
    }
}
