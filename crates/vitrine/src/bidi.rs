//! Bidirectional isolation of left-to-right runs inside right-to-left text.
//!
//! In an Arabic paragraph the Unicode Bidirectional Algorithm (UAX #9) treats European digits
//! that follow Arabic letters as Arabic numbers (rule W2) and gives the neutral characters
//! around them the paragraph's direction: "09-08" shows as "08-09", the sign of "60%" moves to
//! the other side, and a full stop after a Latin word or an email address joins it. Wrapping
//! each left-to-right run in LEFT-TO-RIGHT ISOLATE (U+2066) … POP DIRECTIONAL ISOLATE (U+2069)
//! lays the run out left to right inside and makes it one neutral unit of the Arabic sentence
//! (UAX #9, rules X5a–X6a; isolates rather than marks, as the W3C's "Inline markup and
//! bidirectional text in HTML" recommends).
//!
//! [`isolate_ltr_runs`] finds the runs itself, so translators write plain text and the
//! isolation lives here only: `i18n::lookup` applies it to every Arabic message, and the content
//! pages apply it to the text of Arabic Markdown. It works on text, never on markup: a tag's
//! name and attributes are Latin runs too.

use std::borrow::Cow;

use unicode_bidi::{bidi_class, BidiClass};

/// LEFT-TO-RIGHT ISOLATE: what follows, up to [`PDI`], is laid out left to right.
pub const LRI: char = '\u{2066}';
/// RIGHT-TO-LEFT ISOLATE.
pub const RLI: char = '\u{2067}';
/// FIRST STRONG ISOLATE: the direction of what follows is that of its first strong letter.
pub const FSI: char = '\u{2068}';
/// POP DIRECTIONAL ISOLATE: closes the last [`LRI`], [`RLI`] or [`FSI`].
pub const PDI: char = '\u{2069}';

/// Wraps `value` in FSI … PDI: for a value whose direction is not known in advance (a
/// configured name, a visitor's input) placed inside text of either direction.
pub(crate) fn isolate(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 6);
    out.push(FSI);
    out.push_str(value);
    out.push(PDI);
    out
}

/// A value placed into right-to-left text (a name, a postal address, an email), isolated whole
/// when it reads left to right: its first strong letter is a left-to-right one, as in
/// "Vitrine Conseil inc. (société fictive)" or "1000, rue Exemple, Montréal". Isolating the
/// value as one unit keeps its own punctuation and words in their order; isolating run by run
/// would leave the commas, full stops and parentheses between its words to the Arabic
/// sentence, which lays them out right to left ("rue Exemple ,1000"). A value that starts
/// with a right-to-left letter, and a bare number, are returned as they are: the run-by-run
/// isolation of the whole message handles what they hold.
pub(crate) fn isolate_ltr_value(value: &str) -> Cow<'_, str> {
    let first_strong = value
        .chars()
        .map(bidi_class)
        .find(|class| matches!(class, BidiClass::L | BidiClass::R | BidiClass::AL));
    if first_strong == Some(BidiClass::L) {
        Cow::Owned(isolate(value))
    } else {
        Cow::Borrowed(value)
    }
}

/// `text` without its isolation marks (what a reader sees, for comparisons and lengths).
pub fn without_isolates(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(*c, LRI | RLI | FSI | PDI))
        .collect()
}

/// Whether `text` holds a right-to-left letter (Arabic, Hebrew, …).
pub(crate) fn has_rtl_letter(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(bidi_class(c), BidiClass::R | BidiClass::AL))
}

/// In text that holds right-to-left letters, wraps in LRI … PDI every left-to-right run that
/// the bidirectional algorithm would otherwise lay out wrongly: a run with a Latin letter
/// ("IBM Plex Sans", "WCAG 2.2", an email address), or a number with punctuation ("09-08",
/// "99.99", "24/7", "60%", "45–80%", "50+"). A whole number alone ("2015", "30") reads right
/// as it is and stays bare. Text with no right-to-left letter, and what is already inside an
/// isolate, are left as they are, so applying it twice changes nothing.
pub(crate) fn isolate_ltr_runs(text: &str) -> Cow<'_, str> {
    if !has_rtl_letter(text) {
        return Cow::Borrowed(text);
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 16);
    let mut changed = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if matches!(c, LRI | RLI | FSI) {
            let end = matching_pdi(&chars, i);
            out.extend(&chars[i..end]);
            i = end;
        } else if starts_run(c) {
            let end = run_end(&chars, i);
            let run = &chars[i..end];
            if needs_isolation(run) {
                out.push(LRI);
                out.extend(run);
                out.push(PDI);
                changed = true;
            } else {
                out.extend(run);
            }
            i = end;
        } else {
            out.push(c);
            i += 1;
        }
    }
    if changed {
        Cow::Owned(out)
    } else {
        Cow::Borrowed(text)
    }
}

/// Index just past the PDI that closes the isolate opened at `start` (or the end of the text
/// when it is never closed, which the algorithm treats the same way).
fn matching_pdi(chars: &[char], start: usize) -> usize {
    let mut depth = 0usize;
    for (offset, c) in chars[start..].iter().enumerate() {
        match *c {
            LRI | RLI | FSI => depth += 1,
            PDI => {
                depth -= 1;
                if depth == 0 {
                    return start + offset + 1;
                }
            }
            _ => {}
        }
    }
    chars.len()
}

/// A left-to-right letter or a European digit.
fn starts_run(c: char) -> bool {
    matches!(bidi_class(c), BidiClass::L | BidiClass::EN)
}

/// What a run may end with: a letter, a digit, or a sign that belongs to the number before it
/// (`%`, `#`, `+`).
fn is_core(c: char) -> bool {
    matches!(bidi_class(c), BidiClass::L | BidiClass::EN | BidiClass::ET) || c == '+'
}

/// What may sit inside a run between two core characters: the separators of numbers, dates,
/// addresses and compound words. Arabic punctuation (the Arabic comma is a common separator in
/// the algorithm's terms) always ends a run.
fn is_inner(c: char) -> bool {
    if ('\u{0600}'..='\u{06FF}').contains(&c) {
        return false;
    }
    matches!(bidi_class(c), BidiClass::ES | BidiClass::CS)
        || matches!(c, '@' | '_' | '\'' | '\u{2019}' | '&' | '\u{2013}' | '~')
}

/// Index just past the run that starts at `start`. Words join across a single space only when
/// a letter or digit stands on both sides ("Apache Kafka", "WCAG 2.2"), never across
/// punctuation followed by a space: in "… ISC. IBM …" the full stop ends an Arabic sentence, and
/// one run would show the two sentences' words in the wrong order.
fn run_end(chars: &[char], start: usize) -> usize {
    let mut end = start + 1;
    let mut k = start + 1;
    while k < chars.len() {
        let c = chars[k];
        if is_core(c) {
            k += 1;
            end = k;
        } else if c == ' ' {
            let joins = k == end && chars.get(k + 1).is_some_and(|next| starts_run(*next));
            if !joins {
                break;
            }
            k += 1;
        } else if is_inner(c) {
            k += 1;
        } else {
            break;
        }
    }
    end
}

/// A run with a letter, or with anything but digits, needs isolating; a bare number does not.
fn needs_isolation(run: &[char]) -> bool {
    run.iter().any(|c| !c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shows isolates as ⟦ ⟧ so expectations read at a glance.
    fn marked(text: &str) -> String {
        isolate_ltr_runs(text)
            .replace([LRI, FSI], "⟦")
            .replace(PDI, "⟧")
    }

    #[test]
    fn latin_runs_are_isolated_where_arabic_text_needs_it() {
        for (text, expected) in [
            // law reference keeps its order
            ("والقانون المغربي رقم 09-08، مع أمثلة", "والقانون المغربي رقم ⟦09-08⟧، مع أمثلة"),
            // percentage keeps its sign after the number
            ("انخفاض بنسبة 60%، ولم تشهد", "انخفاض بنسبة ⟦60%⟧، ولم تشهد"),
            ("نسبة توافر تبلغ 99.99%.", "نسبة توافر تبلغ ⟦99.99%⟧."),
            // range with a dash is one run
            ("خفض بنسبة 45–80%", "خفض بنسبة ⟦45–80%⟧"),
            ("بين 45 و80%", "بين 45 و⟦80%⟧"),
            // email is isolated without the full stop after it
            (
                "يُرجى التحقق منه، مثل name@organisation.org.",
                "يُرجى التحقق منه، مثل ⟦name@organisation.org⟧.",
            ),
            // Latin names are isolated and the Arabic conjunction stays outside
            (
                "يُوزَّع الخطان IBM Plex Sans وIBM Plex Sans Arabic بموجب رخصة SIL Open Font License 1.1، وتأتي",
                "يُوزَّع الخطان ⟦IBM Plex Sans⟧ و⟦IBM Plex Sans Arabic⟧ بموجب رخصة ⟦SIL Open Font License 1.1⟧، وتأتي",
            ),
            // parentheses and a version number stay outside the runs
            ("إرشادات الويب (WCAG) 2.2 الصادرة", "إرشادات الويب (⟦WCAG⟧) ⟦2.2⟧ الصادرة"),
            // sentences never join across a full stop
            ("بموجب رخصة ISC. IBM هي", "بموجب رخصة ⟦ISC⟧. ⟦IBM⟧ هي"),
            // accented Latin words and apostrophes stay in one run
            (
                "لجنة الولوج إلى المعلومات (Commission d'accès à l'information)؛",
                "لجنة الولوج إلى المعلومات (⟦Commission d'accès à l'information⟧)؛",
            ),
            // numbers with separators or signs are isolated
            ("إجابات 24/7", "إجابات ⟦24/7⟧"),
            ("2.4 ميغابايت", "⟦2.4⟧ ميغابايت"),
            ("أنجزنا 50+ مشروعًا", "أنجزنا ⟦50+⟧ مشروعًا"),
            ("مستند DOCX", "مستند ⟦DOCX⟧"),
        ] {
            assert_eq!(marked(text), expected, "{text}");
        }
    }

    #[test]
    fn bare_numbers_and_text_without_arabic_are_left_alone() {
        for text in [
            "منذ 2015، نرافق",
            "من 3 إلى 12 شهرًا",
            "99.99%",
            "Python",
            "© 2026",
        ] {
            assert!(
                matches!(isolate_ltr_runs(text), Cow::Borrowed(_)),
                "{text} was changed"
            );
        }
    }

    #[test]
    fn text_already_isolated_is_left_as_it_is() {
        let once =
            isolate_ltr_runs("مثل \u{2068}name@organisation.org\u{2069} ثم 09-08").into_owned();
        assert_eq!(
            once,
            "مثل \u{2068}name@organisation.org\u{2069} ثم \u{2066}09-08\u{2069}"
        );
        assert_eq!(isolate_ltr_runs(&once), once);
    }

    #[test]
    fn an_isolate_left_open_does_not_panic() {
        let text = "نص \u{2066}IBM بدون إغلاق";
        assert_eq!(isolate_ltr_runs(text), text);
    }

    #[test]
    fn isolate_wraps_a_value_of_unknown_direction() {
        assert_eq!(
            isolate("Vitrine Conseil"),
            "\u{2068}Vitrine Conseil\u{2069}"
        );
        assert_eq!(without_isolates(&isolate("x")), "x");
    }

    #[test]
    fn a_left_to_right_value_is_isolated_whole_and_others_are_left_to_the_runs() {
        assert_eq!(
            isolate_ltr_value("1000, rue Exemple, Montréal (Québec) H0H 0H0, Canada"),
            "\u{2068}1000, rue Exemple, Montréal (Québec) H0H 0H0, Canada\u{2069}"
        );
        assert_eq!(
            isolate_ltr_value("contact@example.com"),
            "\u{2068}contact@example.com\u{2069}"
        );
        for value in ["كبير مهندسي البنية السحابية", "2026", "14", ""] {
            assert!(
                matches!(isolate_ltr_value(value), Cow::Borrowed(_)),
                "{value} was changed"
            );
        }
    }

    proptest::proptest! {
        #[test]
        fn isolation_adds_only_marks_and_is_idempotent(text in "[ a-zA-Z0-9.%@:/+،ابتثجحخدذرزسشصضطظعغفقكلمنهوي-]{0,40}") {
            let once = isolate_ltr_runs(&text).into_owned();
            proptest::prop_assert_eq!(without_isolates(&once), without_isolates(&text));
            proptest::prop_assert_eq!(isolate_ltr_runs(&once).into_owned(), once.clone());
        }
    }
}
