// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The constants keep the numbers WCAG uses (`sc2_1_1` for 2.1.1), as catalogs refer to them.
// WCAG 2.2 success criteria, from the W3C Recommendation "Web Content Accessibility Guidelines (WCAG) 2.2".
extension SuccessCriterion {
    /// 1.1.1 Non-text Content (level A).
    public static let sc1_1_1 = SuccessCriterion("1.1.1", "Non-text Content", .a)
    /// 1.2.1 Audio-only and Video-only (Prerecorded) (level A).
    public static let sc1_2_1 = SuccessCriterion("1.2.1", "Audio-only and Video-only (Prerecorded)", .a)
    /// 1.2.2 Captions (Prerecorded) (level A).
    public static let sc1_2_2 = SuccessCriterion("1.2.2", "Captions (Prerecorded)", .a)
    /// 1.2.3 Audio Description or Media Alternative (Prerecorded) (level A).
    public static let sc1_2_3 = SuccessCriterion("1.2.3", "Audio Description or Media Alternative (Prerecorded)", .a)
    /// 1.2.4 Captions (Live) (level AA).
    public static let sc1_2_4 = SuccessCriterion("1.2.4", "Captions (Live)", .aa)
    /// 1.2.5 Audio Description (Prerecorded) (level AA).
    public static let sc1_2_5 = SuccessCriterion("1.2.5", "Audio Description (Prerecorded)", .aa)
    /// 1.2.6 Sign Language (Prerecorded) (level AAA).
    public static let sc1_2_6 = SuccessCriterion("1.2.6", "Sign Language (Prerecorded)", .aaa)
    /// 1.2.7 Extended Audio Description (Prerecorded) (level AAA).
    public static let sc1_2_7 = SuccessCriterion("1.2.7", "Extended Audio Description (Prerecorded)", .aaa)
    /// 1.2.8 Media Alternative (Prerecorded) (level AAA).
    public static let sc1_2_8 = SuccessCriterion("1.2.8", "Media Alternative (Prerecorded)", .aaa)
    /// 1.2.9 Audio-only (Live) (level AAA).
    public static let sc1_2_9 = SuccessCriterion("1.2.9", "Audio-only (Live)", .aaa)
    /// 1.3.1 Info and Relationships (level A).
    public static let sc1_3_1 = SuccessCriterion("1.3.1", "Info and Relationships", .a)
    /// 1.3.2 Meaningful Sequence (level A).
    public static let sc1_3_2 = SuccessCriterion("1.3.2", "Meaningful Sequence", .a)
    /// 1.3.3 Sensory Characteristics (level A).
    public static let sc1_3_3 = SuccessCriterion("1.3.3", "Sensory Characteristics", .a)
    /// 1.3.4 Orientation (level AA).
    public static let sc1_3_4 = SuccessCriterion("1.3.4", "Orientation", .aa)
    /// 1.3.5 Identify Input Purpose (level AA).
    public static let sc1_3_5 = SuccessCriterion("1.3.5", "Identify Input Purpose", .aa)
    /// 1.3.6 Identify Purpose (level AAA).
    public static let sc1_3_6 = SuccessCriterion("1.3.6", "Identify Purpose", .aaa)
    /// 1.4.1 Use of Color (level A).
    public static let sc1_4_1 = SuccessCriterion("1.4.1", "Use of Color", .a)
    /// 1.4.2 Audio Control (level A).
    public static let sc1_4_2 = SuccessCriterion("1.4.2", "Audio Control", .a)
    /// 1.4.3 Contrast (Minimum) (level AA).
    public static let sc1_4_3 = SuccessCriterion("1.4.3", "Contrast (Minimum)", .aa)
    /// 1.4.4 Resize Text (level AA).
    public static let sc1_4_4 = SuccessCriterion("1.4.4", "Resize Text", .aa)
    /// 1.4.5 Images of Text (level AA).
    public static let sc1_4_5 = SuccessCriterion("1.4.5", "Images of Text", .aa)
    /// 1.4.6 Contrast (Enhanced) (level AAA).
    public static let sc1_4_6 = SuccessCriterion("1.4.6", "Contrast (Enhanced)", .aaa)
    /// 1.4.7 Low or No Background Audio (level AAA).
    public static let sc1_4_7 = SuccessCriterion("1.4.7", "Low or No Background Audio", .aaa)
    /// 1.4.8 Visual Presentation (level AAA).
    public static let sc1_4_8 = SuccessCriterion("1.4.8", "Visual Presentation", .aaa)
    /// 1.4.9 Images of Text (No Exception) (level AAA).
    public static let sc1_4_9 = SuccessCriterion("1.4.9", "Images of Text (No Exception)", .aaa)
    /// 1.4.10 Reflow (level AA).
    public static let sc1_4_10 = SuccessCriterion("1.4.10", "Reflow", .aa)
    /// 1.4.11 Non-text Contrast (level AA).
    public static let sc1_4_11 = SuccessCriterion("1.4.11", "Non-text Contrast", .aa)
    /// 1.4.12 Text Spacing (level AA).
    public static let sc1_4_12 = SuccessCriterion("1.4.12", "Text Spacing", .aa)
    /// 1.4.13 Content on Hover or Focus (level AA).
    public static let sc1_4_13 = SuccessCriterion("1.4.13", "Content on Hover or Focus", .aa)
    /// 2.1.1 Keyboard (level A).
    public static let sc2_1_1 = SuccessCriterion("2.1.1", "Keyboard", .a)
    /// 2.1.2 No Keyboard Trap (level A).
    public static let sc2_1_2 = SuccessCriterion("2.1.2", "No Keyboard Trap", .a)
    /// 2.1.3 Keyboard (No Exception) (level AAA).
    public static let sc2_1_3 = SuccessCriterion("2.1.3", "Keyboard (No Exception)", .aaa)
    /// 2.1.4 Character Key Shortcuts (level A).
    public static let sc2_1_4 = SuccessCriterion("2.1.4", "Character Key Shortcuts", .a)
    /// 2.2.1 Timing Adjustable (level A).
    public static let sc2_2_1 = SuccessCriterion("2.2.1", "Timing Adjustable", .a)
    /// 2.2.2 Pause, Stop, Hide (level A).
    public static let sc2_2_2 = SuccessCriterion("2.2.2", "Pause, Stop, Hide", .a)
    /// 2.2.3 No Timing (level AAA).
    public static let sc2_2_3 = SuccessCriterion("2.2.3", "No Timing", .aaa)
    /// 2.2.4 Interruptions (level AAA).
    public static let sc2_2_4 = SuccessCriterion("2.2.4", "Interruptions", .aaa)
    /// 2.2.5 Re-authenticating (level AAA).
    public static let sc2_2_5 = SuccessCriterion("2.2.5", "Re-authenticating", .aaa)
    /// 2.2.6 Timeouts (level AAA).
    public static let sc2_2_6 = SuccessCriterion("2.2.6", "Timeouts", .aaa)
    /// 2.3.1 Three Flashes or Below Threshold (level A).
    public static let sc2_3_1 = SuccessCriterion("2.3.1", "Three Flashes or Below Threshold", .a)
    /// 2.3.2 Three Flashes (level AAA).
    public static let sc2_3_2 = SuccessCriterion("2.3.2", "Three Flashes", .aaa)
    /// 2.3.3 Animation from Interactions (level AAA).
    public static let sc2_3_3 = SuccessCriterion("2.3.3", "Animation from Interactions", .aaa)
    /// 2.4.1 Bypass Blocks (level A).
    public static let sc2_4_1 = SuccessCriterion("2.4.1", "Bypass Blocks", .a)
    /// 2.4.2 Page Titled (level A).
    public static let sc2_4_2 = SuccessCriterion("2.4.2", "Page Titled", .a)
    /// 2.4.3 Focus Order (level A).
    public static let sc2_4_3 = SuccessCriterion("2.4.3", "Focus Order", .a)
    /// 2.4.4 Link Purpose (In Context) (level A).
    public static let sc2_4_4 = SuccessCriterion("2.4.4", "Link Purpose (In Context)", .a)
    /// 2.4.5 Multiple Ways (level AA).
    public static let sc2_4_5 = SuccessCriterion("2.4.5", "Multiple Ways", .aa)
    /// 2.4.6 Headings and Labels (level AA).
    public static let sc2_4_6 = SuccessCriterion("2.4.6", "Headings and Labels", .aa)
    /// 2.4.7 Focus Visible (level AA).
    public static let sc2_4_7 = SuccessCriterion("2.4.7", "Focus Visible", .aa)
    /// 2.4.8 Location (level AAA).
    public static let sc2_4_8 = SuccessCriterion("2.4.8", "Location", .aaa)
    /// 2.4.9 Link Purpose (Link Only) (level AAA).
    public static let sc2_4_9 = SuccessCriterion("2.4.9", "Link Purpose (Link Only)", .aaa)
    /// 2.4.10 Section Headings (level AAA).
    public static let sc2_4_10 = SuccessCriterion("2.4.10", "Section Headings", .aaa)
    /// 2.4.11 Focus Not Obscured (Minimum) (level AA).
    public static let sc2_4_11 = SuccessCriterion("2.4.11", "Focus Not Obscured (Minimum)", .aa)
    /// 2.4.12 Focus Not Obscured (Enhanced) (level AAA).
    public static let sc2_4_12 = SuccessCriterion("2.4.12", "Focus Not Obscured (Enhanced)", .aaa)
    /// 2.4.13 Focus Appearance (level AAA).
    public static let sc2_4_13 = SuccessCriterion("2.4.13", "Focus Appearance", .aaa)
    /// 2.5.1 Pointer Gestures (level A).
    public static let sc2_5_1 = SuccessCriterion("2.5.1", "Pointer Gestures", .a)
    /// 2.5.2 Pointer Cancellation (level A).
    public static let sc2_5_2 = SuccessCriterion("2.5.2", "Pointer Cancellation", .a)
    /// 2.5.3 Label in Name (level A).
    public static let sc2_5_3 = SuccessCriterion("2.5.3", "Label in Name", .a)
    /// 2.5.4 Motion Actuation (level A).
    public static let sc2_5_4 = SuccessCriterion("2.5.4", "Motion Actuation", .a)
    /// 2.5.5 Target Size (Enhanced) (level AAA).
    public static let sc2_5_5 = SuccessCriterion("2.5.5", "Target Size (Enhanced)", .aaa)
    /// 2.5.6 Concurrent Input Mechanisms (level AAA).
    public static let sc2_5_6 = SuccessCriterion("2.5.6", "Concurrent Input Mechanisms", .aaa)
    /// 2.5.7 Dragging Movements (level AA).
    public static let sc2_5_7 = SuccessCriterion("2.5.7", "Dragging Movements", .aa)
    /// 2.5.8 Target Size (Minimum) (level AA).
    public static let sc2_5_8 = SuccessCriterion("2.5.8", "Target Size (Minimum)", .aa)
    /// 3.1.1 Language of Page (level A).
    public static let sc3_1_1 = SuccessCriterion("3.1.1", "Language of Page", .a)
    /// 3.1.2 Language of Parts (level AA).
    public static let sc3_1_2 = SuccessCriterion("3.1.2", "Language of Parts", .aa)
    /// 3.1.3 Unusual Words (level AAA).
    public static let sc3_1_3 = SuccessCriterion("3.1.3", "Unusual Words", .aaa)
    /// 3.1.4 Abbreviations (level AAA).
    public static let sc3_1_4 = SuccessCriterion("3.1.4", "Abbreviations", .aaa)
    /// 3.1.5 Reading Level (level AAA).
    public static let sc3_1_5 = SuccessCriterion("3.1.5", "Reading Level", .aaa)
    /// 3.1.6 Pronunciation (level AAA).
    public static let sc3_1_6 = SuccessCriterion("3.1.6", "Pronunciation", .aaa)
    /// 3.2.1 On Focus (level A).
    public static let sc3_2_1 = SuccessCriterion("3.2.1", "On Focus", .a)
    /// 3.2.2 On Input (level A).
    public static let sc3_2_2 = SuccessCriterion("3.2.2", "On Input", .a)
    /// 3.2.3 Consistent Navigation (level AA).
    public static let sc3_2_3 = SuccessCriterion("3.2.3", "Consistent Navigation", .aa)
    /// 3.2.4 Consistent Identification (level AA).
    public static let sc3_2_4 = SuccessCriterion("3.2.4", "Consistent Identification", .aa)
    /// 3.2.5 Change on Request (level AAA).
    public static let sc3_2_5 = SuccessCriterion("3.2.5", "Change on Request", .aaa)
    /// 3.2.6 Consistent Help (level A).
    public static let sc3_2_6 = SuccessCriterion("3.2.6", "Consistent Help", .a)
    /// 3.3.1 Error Identification (level A).
    public static let sc3_3_1 = SuccessCriterion("3.3.1", "Error Identification", .a)
    /// 3.3.2 Labels or Instructions (level A).
    public static let sc3_3_2 = SuccessCriterion("3.3.2", "Labels or Instructions", .a)
    /// 3.3.3 Error Suggestion (level AA).
    public static let sc3_3_3 = SuccessCriterion("3.3.3", "Error Suggestion", .aa)
    /// 3.3.4 Error Prevention (Legal, Financial, Data) (level AA).
    public static let sc3_3_4 = SuccessCriterion("3.3.4", "Error Prevention (Legal, Financial, Data)", .aa)
    /// 3.3.5 Help (level AAA).
    public static let sc3_3_5 = SuccessCriterion("3.3.5", "Help", .aaa)
    /// 3.3.6 Error Prevention (All) (level AAA).
    public static let sc3_3_6 = SuccessCriterion("3.3.6", "Error Prevention (All)", .aaa)
    /// 3.3.7 Redundant Entry (level A).
    public static let sc3_3_7 = SuccessCriterion("3.3.7", "Redundant Entry", .a)
    /// 3.3.8 Accessible Authentication (Minimum) (level AA).
    public static let sc3_3_8 = SuccessCriterion("3.3.8", "Accessible Authentication (Minimum)", .aa)
    /// 3.3.9 Accessible Authentication (Enhanced) (level AAA).
    public static let sc3_3_9 = SuccessCriterion("3.3.9", "Accessible Authentication (Enhanced)", .aaa)
    /// 4.1.1 Parsing: obsolete and removed in WCAG 2.2, kept so older references still resolve.
    public static let sc4_1_1 = SuccessCriterion("4.1.1", "Parsing", .a, isObsolete: true)
    /// 4.1.2 Name, Role, Value (level A).
    public static let sc4_1_2 = SuccessCriterion("4.1.2", "Name, Role, Value", .a)
    /// 4.1.3 Status Messages (level AA).
    public static let sc4_1_3 = SuccessCriterion("4.1.3", "Status Messages", .aa)

    /// Every success criterion of WCAG 2.2 in the specification's order, 4.1.1 Parsing included.
    public static let all: [SuccessCriterion] = [
        .sc1_1_1, .sc1_2_1, .sc1_2_2, .sc1_2_3, .sc1_2_4, .sc1_2_5, .sc1_2_6, .sc1_2_7, .sc1_2_8, .sc1_2_9,
        .sc1_3_1, .sc1_3_2, .sc1_3_3, .sc1_3_4, .sc1_3_5, .sc1_3_6, .sc1_4_1, .sc1_4_2, .sc1_4_3, .sc1_4_4,
        .sc1_4_5, .sc1_4_6, .sc1_4_7, .sc1_4_8, .sc1_4_9, .sc1_4_10, .sc1_4_11, .sc1_4_12, .sc1_4_13, .sc2_1_1,
        .sc2_1_2, .sc2_1_3, .sc2_1_4, .sc2_2_1, .sc2_2_2, .sc2_2_3, .sc2_2_4, .sc2_2_5, .sc2_2_6, .sc2_3_1,
        .sc2_3_2, .sc2_3_3, .sc2_4_1, .sc2_4_2, .sc2_4_3, .sc2_4_4, .sc2_4_5, .sc2_4_6, .sc2_4_7, .sc2_4_8,
        .sc2_4_9, .sc2_4_10, .sc2_4_11, .sc2_4_12, .sc2_4_13, .sc2_5_1, .sc2_5_2, .sc2_5_3, .sc2_5_4, .sc2_5_5,
        .sc2_5_6, .sc2_5_7, .sc2_5_8, .sc3_1_1, .sc3_1_2, .sc3_1_3, .sc3_1_4, .sc3_1_5, .sc3_1_6, .sc3_2_1,
        .sc3_2_2, .sc3_2_3, .sc3_2_4, .sc3_2_5, .sc3_2_6, .sc3_3_1, .sc3_3_2, .sc3_3_3, .sc3_3_4, .sc3_3_5,
        .sc3_3_6, .sc3_3_7, .sc3_3_8, .sc3_3_9, .sc4_1_1, .sc4_1_2, .sc4_1_3,
    ]
}
