import Foundation
import Testing
@testable import TipSystem

/// Huge pages are advised for the heap a thread allocates from: the whole of a thread's heap,
/// the main heap from a block's first whole huge page to its end.
@Suite struct HugePagesTests {
    @Test func aThreadHeapIsAdvisedWhole() {
        let mib: UInt = 1 << 20
        let address: UInt = 0x7F12_3456_7890
        let range = Heap.hugePageRange(ofHeapHolding: address, mainHeapEnd: 0x5600_0000)
        #expect(range.lowerBound % (64 * mib) == 0 && range.count == 64 * mib && range.contains(address))
    }

    @Test func theMainHeapIsAdvisedFromTheNextHugePageToItsEnd() {
        let mib: UInt = 1 << 20
        let end: UInt = 0x5600_0000 + 70 * mib
        #expect(Heap.hugePageRange(ofHeapHolding: 0x5600_0000 + 3 * mib + 5, mainHeapEnd: end) == 0x5600_0000 + 4 * mib..<end)
        #expect(Heap.hugePageRange(ofHeapHolding: 0x5600_0000, mainHeapEnd: end) == 0x5600_0000..<end)
        #expect(Heap.hugePageRange(ofHeapHolding: end - 5, mainHeapEnd: end).isEmpty)
    }

    /// The kernel takes the advice: the mapping of the range a thread advised is marked `hg`
    /// in `/proc/self/smaps`. Only where the kernel offers transparent huge pages.
    @Test(.enabled(if: HugePagesTests.kernelOffersHugePages))
    func theKernelMarksAThreadsHeap() throws {
        let result = Box()
        let thread = try #require(SystemThread(stackSize: 1 << 20) {
            Heap.adviseHugePagesForThisThread()
            let block = malloc(64)!
            let address = UInt(bitPattern: block)
            let range = Heap.hugePageRange(ofHeapHolding: address, mainHeapEnd: UInt(bitPattern: sbrk(0)))
            free(block)
            result.set(range.isEmpty ? nil : HugePagesTests.flags(ofMappingHolding: range.lowerBound))
        })
        thread.join()
        let flags = try #require(result.value)
        #expect(flags.contains("hg"), "VmFlags: \(flags)")
    }

    static var kernelOffersHugePages: Bool {
        guard let mode = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8) else { return false }
        return !mode.contains("[never]")
    }

    /// The `VmFlags` of the mapping holding `address`, from `/proc/self/smaps`.
    static func flags(ofMappingHolding address: UInt) -> [String]? {
        // A file of /proc has no size: read to its end.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"), let data = try? handle.readToEnd() else { return nil }
        let smaps = String(decoding: data, as: UTF8.self)
        var holds = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                holds = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if holds, fields.first == "VmFlags:" {
                return fields.dropFirst().map(String.init)
            }
        }
        return nil
    }

    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String]??
        var value: [String]? { lock.withLock { stored ?? nil } }
        func set(_ value: [String]?) { lock.withLock { stored = .some(value) } }
    }
}
