// A test helper, not a product: saves relocation batches to a store in a loop until it is killed.
// `Tests/SwitchyardRelocationTests/CrashSafePersistenceTests.swift` starts it, SIGKILLs it at a random
// moment and checks the file it leaves behind.
//
//   switchyard-store-writer FILE FIRST-INDEX
//
// It saves `StoreWriterBatches.batch(i)` for i = FIRST-INDEX, FIRST-INDEX + 1, … (cycling through
// the known batches) and prints one line per completed save.

import Foundation
import Switchyard
import SwitchyardRelocation
import SwitchyardRelocationDelivery

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: switchyard-store-writer FILE FIRST-INDEX\n".utf8))
    exit(2)
}
let store = RelocationStore(fileURL: URL(fileURLWithPath: arguments[1]))
var index = first
while true {
    do {
        try store.save(storeWriterBatch(index), etag: "\"w\(index % storeWriterBatchCount)\"")
    } catch {
        FileHandle.standardError.write(Data("switchyard-store-writer: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("saved \(index % storeWriterBatchCount)\n".utf8))
    index += 1
}
