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
    /// A swipe with more than one finger: VoiceOver's three-finger swipe, which scrolls one page, and
    /// on Android a two-finger swipe, which TalkBack passes to the app as an ordinary drag, scrolling
    /// as far as the fingers move rather than by a page.
    case threeFingerSwipe
    /// The rotor (VoiceOver) or reading controls (TalkBack), which pick how swipes navigate.
    case rotor
    /// A one-finger swipe up or down after picking headings (or landmarks, links) in the rotor or the
    /// reading controls, which moves to the next one of that kind.
    case swipeByRotor
    /// A one-finger swipe up or down on an adjustable control (VoiceOver), or a volume key (TalkBack),
    /// which raises or lowers its value one step.
    case adjustValue
    /// Picking one of the item's actions: swipe up or down through its Actions (VoiceOver), or open
    /// the TalkBack menu and choose Actions.
    case actions
    /// A double tap whose second tap is held, which acts as a long press or starts a drag.
    case doubleTapAndHold

    /// How the gesture reads on `platform` at `position`: "doubletap" in a sentence, "Doubletap" in a cell.
    public func phrase(on platform: Platform, at position: Position) -> String {
        let text = verb(on: platform)
        return position == .cell ? text.capitalizingFirstLetter : text
    }

    /// The gesture on `platform`. On the Web, gestures are made on a phone's browser, so where
    /// VoiceOver (Safari on iOS) and TalkBack (Chrome on Android) differ, both are named.
    private func verb(on platform: Platform) -> String {
        switch platform {
        case .iOS: voiceOver
        case .android: talkBack
        case .web where self == .doubleTap || voiceOver == talkBack: talkBack
        case .web: "\(voiceOver) (VoiceOver) or \(talkBack) (TalkBack)"
        }
    }

    private var voiceOver: String {
        switch self {
        case .doubleTap: "doubletap"
        case .dismiss: "two-finger scrub"
        case .threeFingerSwipe: "three-finger swipe"
        case .rotor: "turn the rotor"
        case .swipeByRotor: "swipe up or down with the rotor set"
        case .adjustValue: "swipe up or down"
        case .actions: "swipe up or down through the actions"
        default: shared
        }
    }

    private var talkBack: String {
        switch self {
        case .doubleTap: "double-tap"
        case .dismiss: "swipe down then left"
        case .threeFingerSwipe: "two-finger swipe"
        case .rotor: "change the reading control"
        case .swipeByRotor: "swipe up or down with the reading control set"
        case .adjustValue: "press a volume key"
        case .actions: "open the TalkBack menu and choose Actions"
        default: shared
        }
    }

    /// The words both screen readers share.
    private var shared: String {
        switch self {
        case .swipe: "swipe"
        case .swipeAgain: "swipe again"
        case .swipeBack: "swipe left"
        case .swipeUpOrDown: "swipe up or down"
        case .touchExplore: "touch and drag"
        case .twoFingerDoubleTap: "two-finger double-tap"
        case .doubleTapAndHold: "double-tap and hold"
        case .doubleTap, .dismiss, .threeFingerSwipe, .rotor, .swipeByRotor, .adjustValue, .actions: ""
        }
    }
}
