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
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
}

// The view an `if … else` builds (ViewBuilder's buildEither), under SwiftUI's name.
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

// SwiftUI's interface makes an optional view a View (what `if` without `else` builds).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
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

// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable, View {
    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    // (the overload for views of identifiable data)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

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

// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}

// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

// https://developer.apple.com/documentation/swiftui/legibilityweight
public enum LegibilityWeight: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/legibilityweight/regular
    case regular
    // https://developer.apple.com/documentation/swiftui/legibilityweight/bold
    case bold
}

// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// MARK: Preferences and geometry

// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    // https://developer.apple.com/documentation/swiftui/preferencekey/value
    associatedtype Value
    // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// https://developer.apple.com/documentation/swiftui/anchor
@frozen public struct Anchor<Value> {
    // https://developer.apple.com/documentation/swiftui/anchor/source
    @frozen public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    // https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen public struct GeometryReader<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
}

// MARK: Shapes, colours and gestures

// https://developer.apple.com/documentation/swiftui/shape
// (declared there `Sendable, Animatable, View`; the adapters need none of Animatable)
public protocol Shape: Sendable, View {}

// https://developer.apple.com/documentation/swiftui/rectangle
@frozen public struct Rectangle: Shape {
    // https://developer.apple.com/documentation/swiftui/rectangle/init()
    nonisolated public init() { fatalError() }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: View, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color()
    init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    associatedtype Value
}

extension Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

// https://developer.apple.com/documentation/swiftui/draggesture
public struct DragGesture: Gesture {
    // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    // (the coordinate space left out: the adapters take the default, local)
    nonisolated public init(minimumDistance: CGFloat = 10) { fatalError() }

    // https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/draggesture/value/location
        public var location: CGPoint
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
    // https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:)
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:)
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError() as Never
    }
    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    // (the mask left out: the adapters take the default, all)
    nonisolated public func gesture<T: Gesture>(_ gesture: T) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/transition(_:)
    nonisolated public func transition(_ t: AnyTransition) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError() as Never
    }
}

// MARK: Accessibility

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() as Never }
    // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    // (the overload taking a Text)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-3rdgs
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        fatalError()
    }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View { fatalError() as Never }
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
// (its constants are `static let`s there, so it is Sendable; computed here)
public struct AccessibilityChildBehavior: Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static var ignore: AccessibilityChildBehavior { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    public static var contain: AccessibilityChildBehavior { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
// (its constants are `static let`s there, so it is Sendable; computed here)
public struct AccessibilityTraits: Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
    public static var isHeader: AccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
    public static var isStaticText: AccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    public static var isButton: AccessibilityTraits { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isimage
    public static var isImage: AccessibilityTraits { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
// (its constants are `static let`s there, so it is Sendable; computed here)
public struct AccessibilityActionKind: Sendable {
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    public static var `default`: AccessibilityActionKind { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
    public static var escape: AccessibilityActionKind { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
    // (the overload for an optional value: nil while the focus is on none of the bound elements)
    public init<T: Hashable>() where Value == T? { fatalError() }
    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }

    // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
    // (a `@propertyWrapper` there, whose initialisers are SwiftUI's own; declared here without the
    // attribute, which would demand a public one, since the adapters only pass a binding on)
    @frozen public struct Binding {
        // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        // https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/projectedvalue
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    }
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
