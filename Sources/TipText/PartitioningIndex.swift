extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsToSecondPart`, or `endIndex` if none
    /// does, by binary search. The collection must be partitioned by the predicate: every
    /// element for which it is false comes before every element for which it is true.
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsToSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
