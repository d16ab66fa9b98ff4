import Testing
@testable import TipLanguageServer

/// The heap settings of the server take effect where there is glibc (they are found by name,
/// so a missing symbol would otherwise pass silently).
@Suite struct HeapRetentionTests {
    @Test func glibcAcceptsTheSettings() {
        #if canImport(Glibc)
        #expect(HeapRetention.apply())
        #else
        #expect(!HeapRetention.apply())
        #endif
    }
}
