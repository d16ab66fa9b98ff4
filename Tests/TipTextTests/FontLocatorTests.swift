import Testing
@testable import TipText

@Suite struct FontLocatorTests {
    @Test func scansFoldersInPathOrderReadingOnlyNames() {
        let locator = FontLocator(directories: ["/no/such/folder", Fixtures.fontDirectory.path])
        #expect(locator.faces.map(\.family) == ["DejaVu Sans", "Inter", "TipFixture Sans L", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans Lao", "Noto Sans Thai"])
        #expect(locator.faces.map(\.faceIndex) == [0, 0, 0, 0, 1, 0, 0])
        #expect(locator.faces.allSatisfy { $0.weight == 400 && !$0.isItalic && $0.isNormalWidth })
        let korean = locator.uprightFaces(ofFamily: "noto sans cjk kr")
        #expect(korean.map(\.faceIndex) == [1])
        #expect(korean.first?.path.hasSuffix("/NotoSansCJK-subset.ttc") == true)
        #expect(locator.uprightFaces(ofFamily: "Nothing").isEmpty)
    }

    @Test func damagedFilesAreSkipped() throws {
        let data = try Fixtures.fontData("DejaVuSans-subset.ttf")
        for length in [0, 3, 12, 40, 200] {
            let prefix = Array(data.prefix(length))
            let summaries = try? FontFaceSummary.read { offset, count in
                offset < prefix.count ? Array(prefix[offset..<min(prefix.count, offset + count)]) : []
            }
            #expect(summaries == nil || summaries?.allSatisfy { $0.family.isEmpty } == true, "\(length)")
        }
    }
}
