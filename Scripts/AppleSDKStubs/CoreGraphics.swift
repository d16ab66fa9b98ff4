// The Core Graphics symbols TipRuntime's Apple adapters use, declared as Apple's documentation
// declares them, with the Core Foundation types they need. Declarations only, for
// Scripts/check-apple-adapters: never linked, never run.
//
// Linux's Foundation already declares CGFloat, CGPoint, CGSize and CGRect as Core Graphics does,
// and NSString, NSDictionary, NSArray and NSAttributedString; it is re-exported, as Apple's Core
// Graphics re-exports Core Foundation.
@_exported import Foundation

// MARK: Core Foundation

// Linux has no Core Foundation types in Swift and no toll-free bridging. Each bridged type is
// modelled as the Foundation class it bridges to, so the same `as` casts compile as with Apple's
// toll-free bridging (`"Menlo" as CFString`, `name as String`, `[key: value] as CFDictionary`).
// It is laxer than Apple's compiler in one way: a string or dictionary literal, or an NSString,
// passed straight where a Core Foundation type is wanted compiles here without the cast.

// https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = NSString
// https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = NSDictionary
// https://developer.apple.com/documentation/corefoundation/cfarray
public typealias CFArray = NSArray
// https://developer.apple.com/documentation/corefoundation/cfattributedstring
public typealias CFAttributedString = NSAttributedString
// https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int
// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/corefoundation/cfrange
// (an imported C struct of plain values, so Sendable)
public struct CFRange: Sendable {
    public var location: CFIndex
    public var length: CFIndex
    // https://developer.apple.com/documentation/corefoundation/cfrange/init(location:length:)
    public init(location: CFIndex, length: CFIndex) { fatalError() }
}

// MARK: Core Graphics

// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
// (an imported C struct of plain values, so Sendable)
public struct CGAffineTransform: Sendable, Equatable {
    // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgaffinetransform/concatenating(_:)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {
    // https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cglinejoin
public enum CGLineJoin: Int32, Sendable {
    // https://developer.apple.com/documentation/coregraphics/cglinejoin/miter
    case miter = 0
}

// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int, Sendable {
    // https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
    case winding = 0
}

// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
    // https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    @available(iOS 11.0, macOS 10.9, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        fatalError()
    }

    init() { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public final class CGMutablePath: CGPath {
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public override init() { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cgcontext
// (not Sendable: a context belongs to whoever draws into it)
public final class CGContext {
    // https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    public func saveGState() { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    public func restoreGState() { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    public func setAlpha(_ alpha: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()
    public func endTransparencyLayer() { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8
    public func setFillColor(_ color: CGColor) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1sskg
    public func setStrokeColor(_ color: CGColor) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7a0rk
    public func fill(_ rect: CGRect) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
    public func addPath(_ path: CGPath) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    public func strokePath() { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    public func setLineWidth(_ width: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)
    public func setLineJoin(_ join: CGLineJoin) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setmiterlimit(_:)
    public func setMiterLimit(_ limit: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/textmatrix
    public var textMatrix: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/textposition
    public var textPosition: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/coregraphics/cgcontext/scaleby(x:y:)
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { fatalError() }
}
