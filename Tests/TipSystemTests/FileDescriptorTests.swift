import Foundation
import Testing
import TipSystem

/// Descriptors are read and written whole; the environment and errors read as the C library has them.
@Suite struct FileDescriptorTests {
    @Test func bytesWrittenToAPipeAreReadBack() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(FileDescriptor.write("héllo", to: ends[1]) == nil)
        var buffer = [UInt8](repeating: 0, count: 64)
        let read = buffer.withUnsafeMutableBytes { FileDescriptor.read(into: $0, from: ends[0]) }
        #expect(read == .success(6))
        #expect(String(decoding: buffer.prefix(6), as: UTF8.self) == "héllo")
        close(ends[1])
        ends[1] = -1
        #expect(buffer.withUnsafeMutableBytes { FileDescriptor.read(into: $0, from: ends[0]) } == .success(0))
    }

    @Test func anOwnedDuplicateStaysOpenWhenTheOriginalIsClosed() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let duplicate = OwnedDescriptor(duplicating: ends[0])
        #expect(duplicate.number != ends[0])
        close(ends[0])
        #expect(FileDescriptor.write("x", to: ends[1]) == nil)
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 4)
        #expect(buffer.withUnsafeMutableBytes { FileDescriptor.read(into: $0, from: duplicate.number) } == .success(1))
    }

    @Test func aWriteToAClosedDescriptorFails() {
        #expect(FileDescriptor.write("x", to: -1) == SystemError(code: EBADF))
    }

    @Test func aRangeOfAFileIsReadFromItsOffsetAndStopsAtItsEnd() throws {
        let path = NSTemporaryDirectory() + "tipsystem-\(UUID().uuidString)"
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(FileDescriptor.read(count: 3, at: 4, from: descriptor) == Array("456".utf8))
        #expect(FileDescriptor.read(count: 5, at: 8, from: descriptor) == Array("89".utf8))
        #expect(FileDescriptor.read(count: 5, at: 0, from: -1).isEmpty)
    }

    @Test func errorsReadAsStrerrorHasThem() {
        #expect(SystemError(code: ENOSPC).description == "No space left on device")
    }

    @Test func theEnvironmentIsReadAsGiven() {
        #expect(ProcessEnvironment.variable("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessEnvironment.variable("TIPSYSTEM_NOT_SET_ANYWHERE") == nil)
        #expect(ProcessEnvironment.currentDirectory == FileManager.default.currentDirectoryPath)
        #expect(ProcessEnvironment.homeDirectory == NSHomeDirectory())
        #expect(ProcessEnvironment.temporaryDirectory.hasSuffix("/"))
    }

    @Test func aFileModificationTimeHasNanoseconds() throws {
        let path = NSTemporaryDirectory() + "tipsystem-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        defer { unlink(path) }
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789), timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789)]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var status = stat()
        try #require(stat(path, &status) == 0)
        #expect(status.modificationTime == 1_700_000_000_123_456_789)
    }
}
