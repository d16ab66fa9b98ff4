// The SwiftUI symbols TipRuntime's Apple adapters use, declared as Apple's documentation declares
// them. Declarations only, for Scripts/check-apple-adapters: never linked, never run. SwiftUI
// re-exports Foundation and Core Graphics (CGFloat, CGContext), as Apple's does to an app that
// imports only SwiftUI.
//
// A modifier returning `some View` needs a concrete type to return; `fatalError() as Never`
// gives it one (Never is a View) without a body that does anything.
@_exported import CoreGraphics

// MARK: Views

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    // (the documentation, written for the newest SDK, names the builder `@ContentBuilder`;
    // earlier SDKs declare `@ViewBuilder`. Either builds the one-view bodies the adapters write)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
}

// SwiftUI's interface makes Never a View, the Body of its primitive views (no documentation page).
extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    // (`@ContentBuilder` there too, as for `View.body`)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    // https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

// The view a modifier's `body(content:)` receives (`ViewModifier.Content`), under SwiftUI's name.
@frozen public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}

// MARK: Drawing

// https://developer.apple.com/documentation/swiftui/canvas
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError() }
}

extension Canvas where Symbols == EmptyView {
    // https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/colorrenderingmode
public enum ColorRenderingMode: Sendable {
    // https://developer.apple.com/documentation/swiftui/colorrenderingmode/nonlinear
    case nonLinear
}

// https://developer.apple.com/documentation/swiftui/graphicscontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct GraphicsContext {
    // https://developer.apple.com/documentation/swiftui/graphicscontext/withcgcontext(content:)
    public func withCGContext(content: (CGContext) throws -> Void) rethrows { fatalError() }
}

// MARK: Layout

// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static var center: Alignment { fatalError() }
    // https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static var topLeading: Alignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static var center: UnitPoint { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError() as Never
    }
    // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
    // (the uniform `scaleEffect(_:anchor:)` taking a CGFloat and a UnitPoint is left out on
    // purpose: its page, .../view/scaleeffect(_:anchor:)-pmi7, lists no visionOS, where the
    // overload documented is the one taking a UnitPoint3D)
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        fatalError() as Never
    }
    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// MARK: Animation

// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/animation/default
    public static var `default`: Animation { fatalError() }
    // https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    // https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    // https://developer.apple.com/documentation/swiftui/animation/repeatforever(autoreverses:)
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    // https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anytransition
@frozen public struct AnyTransition {
    // https://developer.apple.com/documentation/swiftui/anytransition/identity
    public static var identity: AnyTransition { fatalError() }
    // https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public static var opacity: AnyTransition { fatalError() }
    // https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:)
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    // https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
    // https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    // https://developer.apple.com/documentation/swiftui/anytransition/animation(_:)
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
    // https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() { fatalError() }
    // https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { fatalError() }
