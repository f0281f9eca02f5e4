extension Int {
    /// `value` rounded toward zero and held within `Int.min...Int.max`; 0
    /// for NaN. `Int(_:)` traps beyond ±9.2e18, and frames, sizes and
    /// numbers read from input reach far beyond that: every conversion of a
    /// value derived from input goes through this one.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
