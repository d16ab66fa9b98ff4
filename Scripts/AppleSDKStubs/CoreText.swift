// The Core Text symbols TipRuntime's Apple adapters use, declared as Apple's documentation
// declares them. Declarations only, for Scripts/check-apple-adapters: never linked, never run.
// Core Text re-exports Core Graphics and the Core Foundation types, as Apple's does.
@_exported import CoreGraphics

// MARK: Types

// https://developer.apple.com/documentation/coretext/ctfont
// Open only to model toll-free bridging: on Apple `UIFont` is bridged to `CTFont`
// (`font as CTFont`), which the UIKit stubs model by deriving `UIFont` from this class.
open class CTFont {
    init() { fatalError() }
}

// https://developer.apple.com/documentation/coretext/ctfontdescriptor
public final class CTFontDescriptor {}

// https://developer.apple.com/documentation/coretext/ctline
public final class CTLine {}

// https://developer.apple.com/documentation/coretext/ctrun
public final class CTRun {}

// https://developer.apple.com/documentation/coretext/ctfontsymbolictraits
public struct CTFontSymbolicTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    // https://developer.apple.com/documentation/coretext/ctfontsymbolictraits/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/coretext/ctfontsymbolictraits/traititalic
    public static var traitItalic: CTFontSymbolicTraits { fatalError() }
}

// https://developer.apple.com/documentation/coretext/ctfontuifonttype
public enum CTFontUIFontType: UInt32, Sendable {
    // https://developer.apple.com/documentation/coretext/ctfontuifonttype/userfixedpitch
    case userFixedPitch = 1
    // https://developer.apple.com/documentation/coretext/ctfontuifonttype/system
    case system = 2
}

// MARK: Attribute names and keys
// Apple declares these `let`; they are computed here because Linux's NSString (CFString) is not
// Sendable, which a global `let` must be in Swift 6. Reading them is the same.

// https://developer.apple.com/documentation/coretext/kctfontattributename
public var kCTFontAttributeName: CFString { fatalError() }
// https://developer.apple.com/documentation/coretext/kctforegroundcolorattributename
public var kCTForegroundColorAttributeName: CFString { fatalError() }
// https://developer.apple.com/documentation/coretext/kctfontfamilynameattribute
public var kCTFontFamilyNameAttribute: CFString { fatalError() }
// https://developer.apple.com/documentation/coretext/kctfonttraitsattribute
public var kCTFontTraitsAttribute: CFString { fatalError() }
// https://developer.apple.com/documentation/coretext/kctfontweighttrait
public var kCTFontWeightTrait: CFString { fatalError() }

// MARK: Fonts

// https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:)
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontcreateuifontforlanguage(_:_:_:)
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontcreatecopywithsymbolictraits(_:_:_:_:_:)
public func CTFontCreateCopyWithSymbolicTraits(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ symTraitValue: CTFontSymbolicTraits,
    _ symTraitMask: CTFontSymbolicTraits
) -> CTFont? { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontcopyfontdescriptor(_:)
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontcopyfullname(_:)
public func CTFontCopyFullName(_ font: CTFont) -> CFString { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontgetsymbolictraits(_:)
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontgetascent(_:)
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontgetdescent(_:)
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontgetleading(_:)
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { fatalError() }

// MARK: Font descriptors

// https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatewithattributes(_:)
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor { fatalError() }
// https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatecopywithattributes(_:_:)
public func CTFontDescriptorCreateCopyWithAttributes(_ original: CTFontDescriptor, _ attributes: CFDictionary) -> CTFontDescriptor {
    fatalError()
}

// MARK: Lines and runs

// https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine { fatalError() }
// https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double { fatalError() }
// https://developer.apple.com/documentation/coretext/ctlinegetglyphruns(_:)
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray { fatalError() }
// https://developer.apple.com/documentation/coretext/ctlinedraw(_:_:)
public func CTLineDraw(_ line: CTLine, _ context: CGContext) { fatalError() }
// https://developer.apple.com/documentation/coretext/ctrungetglyphcount(_:)
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { fatalError() }
// https://developer.apple.com/documentation/coretext/ctrungetstringindices(_:_:_:)
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) { fatalError() }
// https://developer.apple.com/documentation/coretext/ctrungetadvances(_:_:_:)
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) { fatalError() }
