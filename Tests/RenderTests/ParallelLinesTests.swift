import Foundation
import Raster
import Synchronization
import Testing

/// Work shared across the cores gives the same pixels as work done on one.
@Suite struct ParallelLinesTests {
    @Test(arguments: [(1, 1), (7, 10), (1_000, 70), (2_796, 1_290)])
    func theRangesCoverEveryLineOnce(count: Int, pixelsPerLine: Int) {
        let seen = Mutex<[Int]>([])
        ParallelLines.forEachRange(count: count, pixelsPerLine: pixelsPerLine) { lines in
            seen.withLock { $0.append(contentsOf: lines) }
        }
        #expect(seen.withLock { $0.sorted() } == Array(0..<count))
    }

    @Test func smallWorkStaysOnTheCallingThread() {
        let caller = pthread_self()
        let threads = Mutex<[pthread_t]>([])
        ParallelLines.forEachRange(count: 10, pixelsPerLine: 10) { _ in
            threads.withLock { $0.append(pthread_self()) }
        }
        #expect(threads.withLock { $0.count == 1 && pthread_equal($0[0], caller) != 0 })
    }

    /// The blur's reach makes a part blurred with a margin around it exactly that part of the
    /// whole picture blurred: the small part is blurred on one core (under
    /// `ParallelLines.smallestShared`), the whole on all of them.
    @Test(arguments: [1.5, 6.0])
    func aPictureBlurredAcrossTheCoresIsThePictureBlurredOnOne(sigma: Double) {
        var generator = SeededGenerator(seed: 7)
        var whole = PixelBuffer(width: 420, height: 380)
        for index in whole.pixels.indices {
            let alpha = UInt8.random(in: 0...255, using: &generator)
            whole.pixels[index] = PixelColor(premultipliedRed: .random(in: 0...alpha, using: &generator), green: .random(in: 0...alpha, using: &generator),
                                             blue: .random(in: 0...alpha, using: &generator), alpha: alpha)
        }
        #expect(whole.pixels.count >= ParallelLines.smallestShared)
        let reach = PixelBuffer.blurReach(sigma: sigma)
        let part = PixelBounds(x: 150, y: 120, width: 90, height: 70)
        let withMargin = PixelBounds(x: part.x - reach, y: part.y - reach, width: part.width + 2 * reach, height: part.height + 2 * reach)
        #expect(withMargin.width * withMargin.height < ParallelLines.smallestShared)
        var small = whole.cropped(to: withMargin)
        small.applyGaussianBlur(sigma: sigma, edges: .extend)
        whole.applyGaussianBlur(sigma: sigma, edges: .extend)
        #expect(small.cropped(to: PixelBounds(x: reach, y: reach, width: part.width, height: part.height)).pixels == whole.cropped(to: part).pixels)
    }
}
