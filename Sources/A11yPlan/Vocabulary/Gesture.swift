/// A touch gesture that a mobile screen-reader user makes.
///
/// Names follow Apple's VoiceOver and Google's TalkBack gesture guides.
public enum Gesture: String, CaseIterable, Sendable, Hashable, Codable {
    /// A one-finger swipe right (or left) that moves to the next (or previous) item.
    case swipe
    /// Another swipe, which moves on to the next item, such as into an opened popover.
    case swipeAgain
    /// A one-finger swipe left that moves to the previous item.
    case swipeBack
    /// A one-finger double tap that activates the item in focus.
    case doubleTap
    /// A one-finger swipe up or down that adjusts a value (sliders, steppers, pickers).
    case swipeUpOrDown
    /// Dragging one finger over the screen, which reads what is under it.
    case touchExplore
    /// A two-finger double tap: VoiceOver's Magic Tap, which runs the main action.
    case twoFingerDoubleTap
    /// The gesture that dismisses or goes back: VoiceOver's two-finger scrub, TalkBack's back gesture.
    case dismiss
    /// A three-finger swipe that scrolls one page.
    case threeFingerSwipe
    /// The rotor (VoiceOver) or reading controls (TalkBack), which pick how swipes navigate.
    case rotor

    /// How the gesture reads on `platform` at `position`: "doubletap" in a sentence, "Doubletap" in a cell.
    public func phrase(on platform: Platform, at position: Position) -> String {
        let text = verb(on: platform)
        return position == .cell ? text.capitalizingFirstLetter : text
    }

    private func verb(on platform: Platform) -> String {
        let talkBack = platform == .android
        switch self {
        case .swipe: return "swipe"
        case .swipeAgain: return "swipe again"
        case .swipeBack: return "swipe left"
        case .doubleTap: return platform == .iOS ? "doubletap" : "double-tap"
        case .swipeUpOrDown: return "swipe up or down"
        case .touchExplore: return "touch and drag"
        case .twoFingerDoubleTap: return "two-finger double-tap"
        case .dismiss: return talkBack ? "swipe down then left" : "two-finger scrub"
        case .threeFingerSwipe: return talkBack ? "two-finger swipe" : "three-finger swipe"
        case .rotor: return talkBack ? "reading controls" : "rotor"
        }
    }
}
