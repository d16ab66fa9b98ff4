// The UIKit symbols TipRuntime's Apple adapters use, declared as Apple's documentation declares
// them. Declarations only, for Scripts/check-apple-adapters: never linked, never run. UIKit
// re-exports Core Animation (and with it Core Graphics and Foundation), as Apple's does.
@_exported import QuartzCore
import CoreText

// MARK: Views

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
// Every member is main-actor isolated, as the class is.
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    }
}

// MARK: Colours, images and fonts

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    // https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    public init(cgColor: CGColor) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
    open func draw(in rect: CGRect) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal
        case alwaysOriginal = 1
    }

    // https://developer.apple.com/documentation/uikit/uiimage/configuration
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open class Configuration: NSObject {}

    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open class SymbolConfiguration: UIImage.Configuration {
        // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:)
        public convenience init(pointSize: CGFloat) { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uifont
// On Apple `UIFont` is toll-free bridged to `CTFont` (`font as CTFont`); modelled by deriving it
// from the Core Text stub's `CTFont`, so that the same upcast compiles.
open class UIFont: CTFont {
    // https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }

    // https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        // https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
    }
}

// MARK: Graphics contexts

// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
// https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)
public func UIGraphicsPushContext(_ context: CGContext) { fatalError() }
// https://developer.apple.com/documentation/uikit/uigraphicspopcontext()
public func UIGraphicsPopContext() { fatalError() }
