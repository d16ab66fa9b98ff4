import Foundation
import TipText

/// A measurer that measures as ``HalfEmMeasurer`` does and records every request it is asked,
/// with the method that asked it, so that a test sees what a layout hands the text engine.
public final class RecordingMeasurer: TextMeasurer, @unchecked Sendable {
    /// A method of ``TextMeasurer``.
    public enum Method: Hashable, Sendable {
        case metrics, width, graphemeAdvances, faceNames
    }

    /// One request as it was asked.
    public struct Request: Hashable, Sendable {
        /// The method asked.
        public let method: Method
        /// The font it was asked in.
        public let font: FontRequest

        /// A request of `method` in `font`.
        public init(method: Method, font: FontRequest) {
            self.method = method
            self.font = font
        }
    }

    private let lock = NSLock()
    private var recorded: [Request] = []
    private let measurer = HalfEmMeasurer()

    /// Creates a measurer that has recorded nothing.
    public init() {}

    /// Every request so far, in the order asked.
    public var requests: [Request] {
        lock.withLock { recorded }
    }

    private func record(_ method: Method, _ font: FontRequest) {
        lock.withLock { recorded.append(Request(method: method, font: font)) }
    }

    public func metrics(of font: FontRequest) -> FontMetrics {
        record(.metrics, font)
        return measurer.metrics(of: font)
    }

    public func width(of text: Substring, in font: FontRequest) -> Double {
        record(.width, font)
        return measurer.width(of: text, in: font)
    }

    public func graphemeAdvances(of text: Substring, in font: FontRequest) -> [Double] {
        record(.graphemeAdvances, font)
        return measurer.graphemeAdvances(of: text, in: font)
    }

    public func faceNames(of text: Substring, in font: FontRequest) -> [String] {
        record(.faceNames, font)
        return measurer.faceNames(of: text, in: font)
    }
}
