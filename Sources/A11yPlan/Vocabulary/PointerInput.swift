/// What a tester does with a finger, a mouse or a stylus, and no assistive technology, in the Pointer
/// and touch table: the checks of WCAG 2.5 (Input Modalities) that a component's own test can make.
///
/// Write `PointerAndTouch { Row(.targetSize, "…", .wcag(.sc2_5_8)) }`. Each platform names the input in
/// its own words: Apple's "touch and hold", Android's "touch & hold", the Web's "long press".
public enum PointerInput: String, CaseIterable, Sendable, Hashable, Codable {
    /// Measuring the control's target: WCAG 2.5.8 asks for at least 24 × 24 CSS pixels (or that much
    /// space around a smaller one); Apple's Human Interface Guidelines recommend 44 × 44 points and
    /// Material Design 48 × 48 dp, as best practice.
    case targetSize
    /// Measuring the control's target against the platform's own guidance, a best practice beyond
    /// WCAG: 44 × 44 points in Apple's Human Interface Guidelines, 48 × 48 dp in Material Design, and
    /// 44 × 44 CSS pixels (WCAG 2.5.5, level AAA) on the Web.
    case recommendedTargetSize
    /// A single tap or click, whose action runs on release and can be cancelled by sliding off before
    /// lifting (WCAG 2.5.2 Pointer Cancellation).
    case tap
    /// Dragging, which needs a single-pointer alternative without dragging (WCAG 2.5.7 Dragging
    /// Movements), such as buttons or a tap on the track.
    case drag
    /// Touching and holding, or a long press.
    case longPress
    /// A two-finger pinch, which needs a single-pointer alternative (WCAG 2.5.1 Pointer Gestures).
    case pinch
    /// A swipe with more than one finger, or a path-based swipe, which needs a single-pointer
    /// alternative (WCAG 2.5.1 Pointer Gestures).
    case multiFingerSwipe
    /// Shaking or tilting the device, which needs an alternative in the interface and a way to turn
    /// it off (WCAG 2.5.4 Motion Actuation).
    case motion

    /// The input in English at `position`: what follows "I " in a sentence ("touch and hold"), or a
    /// table cell's words ("Touch and hold").
    public func phrase(on platform: Platform, at position: Position) -> String {
        guard position == .sentence else { return cell(on: platform) }
        return switch (self, platform) {
        case (.targetSize, _): "measure the target"
        case (.recommendedTargetSize, _): "measure the target against the recommended size"
        case (.tap, .web): "click or tap"
        case (.tap, _): "tap"
        case (.drag, _): "drag"
        case (.longPress, .android): "touch & hold"
        case (.longPress, .iOS): "touch and hold"
        case (.longPress, .web): "long press"
        case (.pinch, _): "pinch"
        case (.multiFingerSwipe, _): "swipe with two fingers"
        case (.motion, _): "shake or tilt the device"
        }
    }

    /// The input as a table cell names it on `platform`, in English.
    private func cell(on platform: Platform) -> String {
        switch (self, platform) {
        case (.targetSize, _): "Target size"
        case (.recommendedTargetSize, _): "Recommended target size"
        case (.tap, .web): "Click or tap"
        case (.tap, _): "Tap"
        case (.drag, _): "Drag"
        case (.longPress, .iOS): "Touch and hold"
        case (.longPress, .android): "Touch & hold"
        case (.longPress, .web): "Long press"
        case (.pinch, _): "Pinch"
        case (.multiFingerSwipe, _): "Two-finger swipe"
        case (.motion, _): "Shake or tilt"
        }
    }
}
