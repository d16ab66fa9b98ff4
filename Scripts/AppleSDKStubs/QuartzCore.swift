// The Core Animation (QuartzCore) symbols TipRuntime's Apple adapters use, declared as Apple's
// documentation declares them. Declarations only, for Scripts/check-apple-adapters: never
// linked, never run. Core Animation re-exports Core Graphics, as Apple's does.
@_exported import CoreGraphics

// https://developer.apple.com/documentation/quartzcore/catransform3d
// (an imported C struct of plain values, so Sendable)
public struct CATransform3D: Sendable {
    init() {}
}

// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity = CATransform3D()

// https://developer.apple.com/documentation/quartzcore/catransform3dmakeaffinetransform(_:)
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { fatalError() }

extension NSValue {
    // https://developer.apple.com/documentation/foundation/nsvalue/init(catransform3d:)
    // (in Swift, `init(caTransform3D:)`, as `caTransform3DValue` reads it back)
    public convenience init(caTransform3D t: CATransform3D) { fatalError() }
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction: NSObject {
    // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)
    public convenience init(name: CAMediaTimingFunctionName) { fatalError() }
}

// https://developer.apple.com/documentation/quartzcore/camediatiming
public protocol CAMediaTiming {
    // https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    var duration: CFTimeInterval { get set }
    // https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount
    var repeatCount: Float { get set }
    // https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses
    var autoreverses: Bool { get set }
}

// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject, CAMediaTiming {
    open var duration: CFTimeInterval {
        get { fatalError() }
        set { fatalError() }
    }
    open var repeatCount: Float {
        get { fatalError() }
        set { fatalError() }
    }
    open var autoreverses: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    open var timingFunction: CAMediaTimingFunction? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    // https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    public convenience init(keyPath path: String?) { fatalError() }
}

// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    open var fromValue: Any? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    open var toValue: Any? {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    open func removeAnimation(forKey key: String) { fatalError() }
}
