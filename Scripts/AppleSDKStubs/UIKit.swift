// The UIKit symbols TipRuntime's Apple adapters use, declared as Apple's documentation declares
// them. Declarations only, for Scripts/check-apple-adapters: never linked, never run. UIKit
// re-exports Core Animation (and with it Core Graphics and Foundation), as Apple's does.
@_exported import QuartzCore
import CoreText

// MARK: Views

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    // https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    @available(tvOS, unavailable)
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
    @available(tvOS, unavailable)
    nonisolated public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // (`nonisolated class let`; a computed property here, as a stored class property cannot be declared)
    @available(tvOS, unavailable)
    nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {
    // https://developer.apple.com/documentation/uikit/uievent/type-swift.property
    open var type: UIEvent.EventType { fatalError() }

    // https://developer.apple.com/documentation/uikit/uievent/eventtype
    public enum EventType: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uievent/eventtype/touches
        case touches = 0
    }
}

// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    @available(visionOS, unavailable)
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/screen
    @available(visionOS, unavailable)
    open var screen: UIScreen {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
// (an imported C struct of plain values, so Sendable)
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
    open var legibilityWeight: UILegibilityWeight { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uilegibilityweight
public enum UILegibilityWeight: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/unspecified
    case unspecified = -1
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/regular
    case regular = 0
    // https://developer.apple.com/documentation/uikit/uilegibilityweight/bold
    case bold = 1
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
// (a string-backed name, so Sendable; its constants, `static let`s there, are computed here)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static var extraSmall: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static var small: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static var medium: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static var large: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static var extraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static var extraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static var extraExtraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static var accessibilityMedium: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static var accessibilityLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static var accessibilityExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static var accessibilityExtraExtraLarge: UIContentSizeCategory { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static var accessibilityExtraExtraExtraLarge: UIContentSizeCategory { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
    // (`nonisolated static let`; computed here, as NSNotification.Name is not Sendable on Linux)
    nonisolated public static var voiceOverStatusDidChangeNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        nonisolated public static var screenChanged: UIAccessibility.Notification { fatalError() }
        // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        nonisolated public static var announcement: UIAccessibility.Notification { fatalError() }
    }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
// (an option set of a C integer type, so Sendable; its constants, `nonisolated static let`s
// there, are computed here)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    nonisolated public static var header: UIAccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    nonisolated public static var staticText: UIAccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    nonisolated public static var button: UIAccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    nonisolated public static var image: UIAccessibilityTraits { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    // (`weak var` there; computed here)
    open var accessibilityContainer: AnyObject? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open var accessibilityFrameInContainerSpace: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    // (`@MainActor func` of NSObject's informal protocol there; declared here on the class, so
    // that a subclass's override compiles without Objective-C)
    open func accessibilityActivate() -> Bool { fatalError() }
}

extension NSObject {
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    public var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    @MainActor public var accessibilityHint: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    // (UIAccessibilityContainer's)
    @MainActor public var accessibilityElements: [Any]? {
        get { fatalError() }
        set { fatalError() }
    }
}

extension NSValue {
    // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    // (UIKit's addition to NSValue)
    public var cgRectValue: CGRect { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiview
// Every member is main-actor isolated, as the class is.
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
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
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    // (UIView's conformance to UITraitEnvironment)
    open var traitCollection: UITraitCollection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)
    // (UIView's conformance to UICoordinateSpace)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
    open func draw(_ rect: CGRect) { fatalError() }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    // (`@MainActor func` of NSObject's informal protocol there; declared here on the class, so
    // that a subclass's override compiles without Objective-C)
    open func accessibilityPerformEscape() -> Bool { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    }

    // https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
    }
}

extension UIView: UICoordinateSpace {}

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
