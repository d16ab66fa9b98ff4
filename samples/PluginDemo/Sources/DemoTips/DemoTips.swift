import TipRuntime

/// What the demo app's screens show, made from the tooltips and tag groups of `Tips/*.tip`
/// through the typed accessors the TipcPlugin generates (`Onboarding.welcome` for `tooltip
/// Welcome` in `Onboarding.tip`): a component renamed in a `.tip` file stops this file from
/// compiling, instead of failing when the app runs.
public enum DemoTips {
    /// The welcome tooltip greeting `user`, placed next to `button` on `screen`.
    public static func welcome(_ user: String, nextTo button: TipRect, on screen: TipRect) -> TipPlacement {
        Onboarding.welcome.place(text: "Welcome back, \(user)!", target: button, in: screen)
    }

    /// The welcome tooltip as compiled in `locale`: a language of the String Catalog that
    /// `Onboarding.tip` takes its texts from (`de`, `ko`), or its source language, English, for
    /// any other. An app passes the language it shows (`Bundle.main.preferredLocalizations`).
    public static func welcomeTooltip(locale: String) throws -> TipTooltip? {
        let component = try Onboarding.welcome.document().component(named: Onboarding.welcome.componentName, locale: locale)
        guard case .tooltip(let tooltip)? = component else { return nil }
        return tooltip
    }

    /// The topics a user follows, as chips in the style of the `Topics` tag group.
    public static func topics(_ names: [String]) -> TipTagGroup {
        Topics.topics.layout(items: names)
    }
}
