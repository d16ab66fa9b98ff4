/// A step of a shaper that runs between two GSUB stages (HarfBuzz's `add_gsub_pause` with a
/// callback).
enum ShapingPause: Sendable, Hashable {
    /// The Indic shaper splits the run into syllables (``IndicSyllables``).
    case indicSyllables
    /// The Indic shaper's initial reordering and feature masks (``IndicInitialReordering``).
    case indicInitialReordering
    /// The Indic shaper's final reordering (``IndicFinalReordering``).
    case indicFinalReordering
}
