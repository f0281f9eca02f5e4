import Foundation

/// RIFF WAVE files: Hark writes one format (mono 16-bit PCM) and reads what
/// synthesizers give (8-, 16-, 24- or 32-bit integer or 32-bit float PCM,
/// any channel count, mixed down to mono), including the streamed files
/// espeak-ng writes to a pipe, whose sizes are placeholders.
package enum WAVFile {
    /// A file that is not a WAVE file Hark can read.
    package struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong with the file.
        package var description: String
    }

    /// The most samples a file holds: RIFF sizes are 32-bit, so about 27
    /// hours at 22,050 Hz.
    package static let maximumSamples = (Int(UInt32.max) - 36) / 2

    /// Fails when `count` samples do not fit in one file.
    package static func checkFits(sampleCount count: Int, sampleRate: Int = PCMAudio.standardRate) throws(FormatError) {
        guard count > maximumSamples else { return }
        let hours = Double(count) / Double(max(1, sampleRate)) / 3_600
        throw FormatError(
            description:
                "the session lasts \(Int(hours.rounded())) hours; a WAV file holds at most "
                + "\(maximumSamples / max(1, sampleRate) / 3_600) hours"
        )
    }

    /// The file (check it fits with ``checkFits(sampleCount:sampleRate:)``):
    /// a 44-byte header (`RIFF`, `WAVE`, a 16-byte `fmt ` chunk, `data`) and
    /// the samples, little-endian.
    package static func encode(_ audio: PCMAudio) -> Data {
        let dataSize = UInt32(clamping: audio.samples.count * 2)
        var data = Data()
        data.reserveCapacity(44 + audio.samples.count * 2)
        func put32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func put16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8))
        put32(36 &+ dataSize)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        put32(16)
        put16(1)  // PCM
        put16(1)  // mono
        put32(UInt32(clamping: audio.sampleRate))
        put32(UInt32(clamping: audio.sampleRate * 2))  // bytes per second
        put16(2)  // bytes per frame
        put16(16)  // bits per sample
        data.append(contentsOf: Array("data".utf8))
        put32(dataSize)
        for sample in audio.samples { put16(UInt16(bitPattern: sample)) }
        return data
    }

    /// Reads a WAVE file into mono 16-bit samples at the file's own rate.
    package static func decode(_ data: Data) throws(FormatError) -> PCMAudio {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else {
            throw FormatError(description: "not a WAVE file (no RIFF/WAVE header)")
        }
        var format: (encoding: Int, channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else {
                    throw FormatError(description: "the fmt chunk is too short")
                }
                var encoding = u16(body)
                // WAVE_FORMAT_EXTENSIBLE
                if encoding == 0xFFFE, size >= 40, body + 26 <= bytes.count { encoding = u16(body + 24) }
                format = (encoding, u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id == "data" {
                guard let format else { throw FormatError(description: "the data chunk comes before the fmt chunk") }
                // A streamed file's size is a placeholder: read to the end.
                let end = size > bytes.count - body ? bytes.count : body + size
                return try samples(bytes[body..<end], format: format)
            }
            guard size <= bytes.count - body else { break }
            offset = body + size + (size & 1)
        }
        throw FormatError(description: "no data chunk")
    }

    private static func samples(
        _ bytes: ArraySlice<UInt8>, format: (encoding: Int, channels: Int, rate: Int, bits: Int)
    ) throws(FormatError) -> PCMAudio {
        let (encoding, channels, rate, bits) = format
        guard channels >= 1, rate > 0 else { throw FormatError(description: "\(channels) channels at \(rate) Hz") }
        guard (encoding == 1 && [8, 16, 24, 32].contains(bits)) || (encoding == 3 && bits == 32) else {
            throw FormatError(
                description: "format \(encoding) with \(bits) bits per sample (Hark reads integer or 32-bit float PCM)")
        }
        let width = bits / 8
        let frames = bytes.count / (width * channels)
        var output = [Int16]()
        output.reserveCapacity(frames)
        var at = bytes.startIndex
        for _ in 0..<frames {
            var sum = 0.0
            for _ in 0..<channels {
                sum += value(bytes, at: at, width: width, float: encoding == 3)
                at += width
            }
            output.append(Int16(clamping: Int((sum / Double(channels) * 32_768).rounded())))
        }
        return PCMAudio(sampleRate: rate, samples: output)
    }

    /// One sample as -1...1.
    private static func value(_ bytes: ArraySlice<UInt8>, at index: Int, width: Int, float: Bool) -> Double {
        var raw: UInt32 = 0
        for byte in 0..<width { raw |= UInt32(bytes[index + byte]) << (8 * UInt32(byte)) }
        if float {
            let value = Double(Float(bitPattern: raw))
            return value.isFinite ? max(-1, min(1, value)) : 0
        }
        if width == 1 { return (Double(raw) - 128) / 128 }  // 8-bit WAV is unsigned
        let shift = UInt32(32 - 8 * width)
        return Double(Int32(bitPattern: raw << shift)) / 2_147_483_648
    }
}
