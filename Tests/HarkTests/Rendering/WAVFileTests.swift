import Foundation
import Testing
@testable import Hark

/// The WAVE writer and reader, resampling and the earcons.
@Suite("WAV files and earcons")
struct WAVFileTests {
    static func u32(_ data: Data, _ at: Int) -> Int { data[at..<at + 4].reversed().reduce(0) { $0 << 8 | Int($1) } }
    static func u16(_ data: Data, _ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }

    @Test func theHeaderIsACorrectRIFFWaveHeader() throws {
        let audio = PCMAudio(samples: [0, 1, -1, 32_767, -32_768])
        let data = WAVFile.encode(audio)
        #expect(data.count == 44 + 10)
        #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF" && Self.u32(data, 4) == data.count - 8)
        #expect(String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt " && Self.u32(data, 16) == 16)
        #expect(Self.u16(data, 20) == 1 && Self.u16(data, 22) == 1)  // PCM, mono
        #expect(Self.u32(data, 24) == 22_050 && Self.u32(data, 28) == 44_100)
        #expect(Self.u16(data, 32) == 2 && Self.u16(data, 34) == 16)
        #expect(String(decoding: data[36..<40], as: UTF8.self) == "data" && Self.u32(data, 40) == 10)
        #expect(Array(data[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
        #expect(try WAVFile.decode(data) == audio)
    }

    /// RIFF sizes are 32-bit: a longer session is refused, not written with a wrong header.
    @Test func aSessionTooLongForAWAVIsRefused() throws {
        #expect(WAVFile.maximumSamples == 2_147_483_629)
        try WAVFile.checkFits(sampleCount: WAVFile.maximumSamples)
        #expect(
            throws: WAVFile.FormatError(description: "the session lasts 27 hours; a WAV file holds at most 27 hours")
        ) {
            try WAVFile.checkFits(sampleCount: WAVFile.maximumSamples + 1)
        }
        #expect(
            throws: WAVFile.FormatError(description: "the session lasts 30 hours; a WAV file holds at most 27 hours")
        ) {
            try WAVFile.checkFits(sampleCount: 22_050 * 3_600 * 30)
        }
    }

    /// A file as espeak-ng streams it to a pipe: placeholder sizes, read to the end.
    @Test func aStreamedFileIsReadToItsEnd() throws {
        var data = WAVFile.encode(PCMAudio(sampleRate: 16_000, samples: [5, 6, 7]))
        data.replaceSubrange(4..<8, with: [0x24, 0xF0, 0xFF, 0x7F])
        data.replaceSubrange(40..<44, with: [0x00, 0xF0, 0xFF, 0x7F])
        #expect(try WAVFile.decode(data) == PCMAudio(sampleRate: 16_000, samples: [5, 6, 7]))
    }

    /// Other formats a synthesizer may give: stereo is mixed down, 8-bit
    /// and float are scaled, extra chunks are skipped.
    @Test func otherFormatsAreReadAsMono16Bit() throws {
        func file(format: Int, channels: Int, bits: Int, body: [UInt8], extra: Bool = false) -> Data {
            var data = Data("RIFF".utf8)
            func put(_ value: Int, _ count: Int) {
                for byte in 0..<count { data.append(UInt8(value >> (8 * byte) & 0xFF)) }
            }
            put(0, 4)
            data += Data("WAVE".utf8)
            if extra {
                data += Data("LIST".utf8)
                put(3, 4)
                data += [1, 2, 3, 0]
            }
            data += Data("fmt ".utf8)
            put(16, 4)
            put(format, 2)
            put(channels, 2)
            put(8_000, 4)
            put(0, 4)
            put(channels * bits / 8, 2)
            put(bits, 2)
            data += Data("data".utf8)
            put(body.count, 4)
            data += body
            return data
        }
        let stereo = file(format: 1, channels: 2, bits: 16, body: [0x00, 0x10, 0x00, 0x30], extra: true)
        #expect(try WAVFile.decode(stereo) == PCMAudio(sampleRate: 8_000, samples: [0x2000]))
        #expect(
            try WAVFile.decode(file(format: 1, channels: 1, bits: 8, body: [128, 255, 0])).samples == [
                0, 32_512, -32_768,
            ])
        var half = Data()
        withUnsafeBytes(of: Float(0.5).bitPattern.littleEndian) { half.append(contentsOf: $0) }
        #expect(try WAVFile.decode(file(format: 3, channels: 1, bits: 32, body: Array(half))).samples == [16_384])
        #expect(throws: WAVFile.FormatError.self) {
            try WAVFile.decode(file(format: 2, channels: 1, bits: 4, body: []))
        }
        #expect(throws: WAVFile.FormatError(description: "not a WAVE file (no RIFF/WAVE header)")) {
            try WAVFile.decode(Data("hello".utf8))
        }
        #expect(throws: WAVFile.FormatError(description: "no data chunk")) {
            try WAVFile.decode(Data("RIFF\0\0\0\0WAVE".utf8))
        }
    }

    /// Resampling keeps the length in seconds and the pitch.
    @Test(arguments: [8_000, 16_000, 24_000, 44_100])
    func resamplingKeepsLengthAndPitch(rate: Int) {
        let tone = PCMAudio(
            sampleRate: rate,
            samples: (0..<rate).map { Int16(10_000 * sin(2 * Double.pi * 300 * Double($0) / Double(rate))) })
        let resampled = tone.resampled(to: 22_050)
        #expect(resampled.sampleRate == 22_050 && resampled.samples.count == 22_050)
        let crossings = zip(resampled.samples, resampled.samples.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
        #expect((299...301).contains(crossings))
    }

    @Test func earconsAreShortDistinctAndClean() {
        var seen: Set<[Int16]> = []
        for earcon in Earcon.allCases {
            let audio = earcon.audio()
            #expect(audio.samples.count == PCMAudio.sampleCount(seconds: earcon.duration), "\(earcon)")
            #expect((0.02...0.3).contains(earcon.duration), "\(earcon)")
            #expect(audio.rms() > 0.02, "\(earcon) is audible")
            #expect(audio.samples.allSatisfy { abs(Int($0)) < 30_000 }, "\(earcon) does not clip")
            // Starts and ends near zero: no click.
            #expect(
                abs(Int(audio.samples[0])) < 500 && abs(Int(audio.samples[audio.samples.count - 1])) < 500, "\(earcon)")
            #expect(seen.insert(audio.samples).inserted)
            #expect(earcon.caption.hasPrefix("[") && earcon.caption.hasSuffix("]"))
        }
        #expect(Set(Earcon.allCases.map(\.duration)).count == Earcon.allCases.count)
    }
}
