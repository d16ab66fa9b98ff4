import Testing
import TipEmit

/// Names that make one Swift name, or none, are refused with every place they come from.
@Suite struct SwiftAccessorNamesTests {
    static func file(_ resource: String, _ names: [String]) -> SwiftAccessorFile {
        SwiftAccessorFile(source: "tips/\(resource).tip", resource: resource, components: names.map { SwiftAccessorComponent(name: $0, kind: .tooltip) })
    }

    static func problems(_ files: [SwiftAccessorFile]) -> [SwiftNameProblem] {
        do {
            _ = try SwiftAccessorNames.enums(of: files)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func eachFileWithComponentsIsAnEnumOfItsMembers() throws {
        let enums = try SwiftAccessorNames.enums(of: [
            Self.file("badges", ["NewBadge", "default"]), Self.file("brand", []), Self.file("top-tips", ["URLPreview"]),
        ])
        #expect(enums.map(\.name.name) == ["Badges", "TopTips"])  // `brand.tip` has no components: no enum
        #expect(enums.map { $0.members.map(\.spelling) } == [["newBadge", "`default`"], ["urlPreview"]])
        #expect(enums[1].file == Self.file("top-tips", ["URLPreview"]))
    }

    @Test func twoComponentsMakingOneMemberAreBothNamed() {
        #expect(Self.problems([Self.file("a", ["Welcome"]), Self.file("badges", ["NewBadge", "Welcome", "new_badge", "newBadge_"])]) == [
            .componentCollision(file: 1, first: 0, second: 2, name: SwiftIdentifier.memberName("newBadge")!),
            .componentCollision(file: 1, first: 0, second: 3, name: SwiftIdentifier.memberName("newBadge")!),
        ])
    }

    @Test func aComponentWithoutALetterOrDigitHasNoName() {
        #expect(Self.problems([Self.file("badges", ["Welcome", "_", "__"])]) == [
            .componentWithoutName(file: 0, component: 1), .componentWithoutName(file: 0, component: 2),
        ])
    }

    @Test func twoFilesMakingOneEnumAreBothNamed() {
        #expect(Self.problems([Self.file("new-badge", ["A"]), Self.file("new_badge", ["B"]), Self.file("NewBadge", ["C"])]) == [
            .fileCollision(first: 0, second: 1, name: SwiftIdentifier.typeName("NewBadge")!),
            .fileCollision(first: 0, second: 2, name: SwiftIdentifier.typeName("NewBadge")!),
        ])
    }

    /// A file named as a type the generated file uses would hide it there.
    @Test func aFileMakingANameTheAccessorsUseIsRefused() {
        #expect(SwiftAccessorWriter.namesUsed == ["Bundle", "TipcResources", "TipTooltipResource", "TipTagGroupResource"])
        #expect(Self.problems([Self.file("bundle", ["A"]), Self.file("tip-tooltip-resource", ["B"]), Self.file("---", ["C"])]) == [
            .reservedFileName(file: 0, name: SwiftIdentifier.typeName("Bundle")!),
            .reservedFileName(file: 1, name: SwiftIdentifier.typeName("TipTooltipResource")!),
            .fileWithoutName(file: 2),
        ])
    }

    @Test func everyProblemOfEveryFileIsReportedAtOnce() {
        #expect(Self.problems([Self.file("_", ["_"]), Self.file("b", ["x", "X_"])]) == [
            .componentWithoutName(file: 0, component: 0), .fileWithoutName(file: 0),
            .componentCollision(file: 1, first: 0, second: 1, name: SwiftIdentifier.memberName("x")!),
        ])
    }
}
