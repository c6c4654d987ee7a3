//! Copy a native reader trusts. Every message, as the site renders it, follows the house rules
//! of its language (docs/glossary.md):
//! - French: the typographic apostrophe; a no-break space before `:` and inside « »; a narrow
//!   no-break space before `;` `!` `?` `%` and between thousands; ranges written "45 à 80 %";
//!   French words where a Quebec ministry expects them ("courriel", "lettre d’information").
//! - Arabic: Western digits, never Arabic-Indic ones; no sign beside a number; the polite
//!   plural, never the singular "you"; no isolation mark typed by hand (the site adds them).
//! - English: thousands separators; "Morocco", never "Maroc", on any page.
//! - Every language: one wording per call to action.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use regex_lite::Regex;

use crate::copy_pages::{every_page, visible_text};
use crate::support::*;

/// Messages whose wording another change is rewriting (the newsletter's consent text and
/// notices, with the double opt-in). Each entry fails the test as soon as the message follows
/// the rules, so the list only shrinks: remove an entry when it fails.
const PENDING_REWRITE: &[(Lang, &str)] = &[];

/// Every message id of a language, as defined in its `.ftl` files.
fn message_ids(lang: Lang) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../i18n")
        .join(lang.as_str());
    let id = Regex::new(r"^([a-z][a-z0-9-]*) =").expect("pattern");
    let mut ids = Vec::new();
    for entry in std::fs::read_dir(dir).expect("language folder").flatten() {
        let text = std::fs::read_to_string(entry.path()).expect("readable ftl");
        for line in text.lines() {
            if let Some(captures) = id.captures(line) {
                ids.push(captures[1].to_owned());
            }
        }
    }
    ids.sort();
    ids
}

/// Each message of `lang` as the site renders it, with the rules it breaks; the pending
/// rewrites are checked to still break one.
fn broken_rules(lang: Lang, rules: impl Fn(&str) -> Vec<String>) -> Vec<String> {
    let mut problems = Vec::new();
    for id in message_ids(lang) {
        // Variables are filled the way pages fill them, so a rule sees the finished text.
        use fluent_templates::fluent_bundle::FluentValue;
        let text = vitrine::i18n::lookup_args(
            lang,
            &id,
            &[
                ("year", FluentValue::from(2026)),
                // The mails' and the consent text's variables, as the site fills them.
                ("name", FluentValue::from("Amina Benali")),
                ("organisation", FluentValue::from("Université Exemple")),
                ("brand", FluentValue::from("Vitrine Conseil")),
                ("company", FluentValue::from("Vitrine Conseil inc.")),
                (
                    "address",
                    FluentValue::from("10, rue Exemple, Montréal, Canada"),
                ),
                ("email", FluentValue::from("contact@example.com")),
                // The privacy page's periods (`PageContext::retention_text`).
                ("duration", FluentValue::from("3")),
                ("leftduration", FluentValue::from("3")),
                ("backupduration", FluentValue::from("14")),
                // The console's preview frame names a language by its label.
                ("language", FluentValue::from("Arabe")),
            ],
        );
        let broken = rules(&text);
        let pending = PENDING_REWRITE.contains(&(lang, id.as_str()));
        match (pending, broken.is_empty()) {
            (false, false) => problems.push(format!("{id}: {} in «{text}»", broken.join(", "))),
            (true, true) => problems.push(format!(
                "{id} now follows the rules: remove it from PENDING_REWRITE"
            )),
            _ => {}
        }
    }
    problems
}

/// A number of four digits or more that is not a year, written without a separator.
fn ungrouped_number(text: &str) -> Option<String> {
    let number = Regex::new(r"\b\d{4,}\b").expect("pattern");
    let found = number
        .find_iter(text)
        .map(|m| m.as_str())
        .find(|n| !(n.len() == 4 && (n.starts_with("19") || n.starts_with("20"))))
        .map(str::to_owned);
    found
}

fn french_rules(text: &str) -> Vec<String> {
    let mut broken = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    if text.contains('\'') {
        broken.push("a straight apostrophe".to_owned());
    }
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let wrong = match c {
            ':' if after == Some('/') => None,
            ':' if before != Some('\u{00A0}') => Some("no no-break space before «:»"),
            ';' | '!' | '?' | '%' if before != Some('\u{202F}') => {
                Some("no narrow no-break space before «;», «!», «?» or «%»")
            }
            '«' if after != Some('\u{00A0}') => Some("no no-break space after «"),
            '»' if before != Some('\u{00A0}') => Some("no no-break space before »"),
            '–' if before.is_some_and(|b| b.is_ascii_digit()) => {
                Some("a range written with a dash, not «à»")
            }
            _ => None,
        };
        if let Some(wrong) = wrong {
            broken.push(wrong.to_owned());
        }
    }
    if let Some(number) = ungrouped_number(text) {
        broken.push(format!("{number} without its thousands separator"));
    }
    let english = Regex::new(r"(?i)\b(newsletters?|e-?mails?|workflows?)\b").expect("pattern");
    if let Some(word) = english.find(text) {
        broken.push(format!("the English word «{}»", word.as_str()));
    }
    broken.dedup();
    broken
}

/// Second-person singular forms: the site addresses its readers in the polite plural.
const SINGULAR_YOU: [&str; 24] = [
    "أنت",
    "لك",
    "بك",
    "منك",
    "إليك",
    "بريدك",
    "اتصالك",
    "طلبك",
    "مشروعك",
    "أدخلته",
    "أدخلت",
    "أدخل",
    "اترك",
    "اتصل",
    "ناقش",
    "راسلنا",
    "عُد",
    "تحقّق",
    "أعد",
    "اقرأ",
    "اشترك",
    "اكتشف",
    "احجز",
    "سنرشدك",
];

fn arabic_rules(text: &str) -> Vec<String> {
    let mut broken = Vec::new();
    if text
        .chars()
        .any(|c| ('\u{0660}'..='\u{0669}').contains(&c) || ('\u{06F0}'..='\u{06F9}').contains(&c))
    {
        broken.push("Arabic-Indic digits".to_owned());
    }
    let plain = vitrine::bidi::without_isolates(text);
    if Regex::new(r"\d\+|\+\d").expect("pattern").is_match(&plain) {
        broken.push("a sign beside a number".to_owned());
    }
    // Short vowels and the shadda belong to the word they mark.
    let in_word = |c: char| c.is_alphabetic() || ('\u{064B}'..='\u{0652}').contains(&c);
    for word in plain.split(|c: char| !in_word(c)) {
        let bare = word
            .strip_prefix('و')
            .or_else(|| word.strip_prefix('ف'))
            .unwrap_or(word);
        if SINGULAR_YOU.contains(&word) || SINGULAR_YOU.contains(&bare) {
            broken.push(format!("the singular «{word}»"));
        }
    }
    broken
}

fn english_rules(text: &str) -> Vec<String> {
    let mut broken = Vec::new();
    if let Some(number) = ungrouped_number(text) {
        broken.push(format!("{number} without its thousands separator"));
    }
    if text.contains("Maroc") {
        broken.push("«Maroc»".to_owned());
    }
    broken
}

type Rules = fn(&str) -> Vec<String>;

/// French: typography and vocabulary; Arabic: Western digits, no signs, the polite plural;
/// English: thousands grouped.
#[test]
fn every_language_follows_its_typography_rules() {
    let mut problems = Vec::new();
    for (lang, rules) in [
        (Lang::Fr, french_rules as Rules),
        (Lang::Ar, arabic_rules),
        (Lang::En, english_rules),
    ] {
        problems.extend(
            broken_rules(lang, rules)
                .into_iter()
                .map(|p| format!("{lang:?}: {p}")),
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// What a native reader would catch, `true`, and what they would let pass, `false`.
#[test]
fn the_rules_catch_what_a_native_reader_would() {
    let (fr, ar, en): (Rules, Rules, Rules) = (french_rules, arabic_rules, english_rules);
    for (rules, text, caught) in [
        (fr, "Vous êtes abonné(e) à notre newsletter.", true),
        (fr, "Lettre d'information", true),
        (fr, "99,99 % : 45–80 %", true),
        (fr, "Entre 10 et 5000 caractères", true),
        (
            fr,
            "Depuis 2015, 5\u{202F}000 caractères\u{00A0}: 45 à 80\u{202F}%",
            false,
        ),
        (ar, "أنجزنا 50+ مشروعًا", true),
        (ar, "أدخل بريدك الإلكتروني", true),
        (ar, "منذ ٢٠١٥", true),
        (ar, "أدخلوا عنوان بريدكم الإلكتروني، منذ عام 2015", false),
        (en, "Between 10 and 5000 characters", true),
    ] {
        let found = rules(text);
        assert_eq!(!found.is_empty(), caught, "{text}: {found:?}");
    }
}

#[test]
fn arabic_messages_hold_no_hand_typed_isolation_marks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../i18n/ar");
    for entry in std::fs::read_dir(dir).expect("folder").flatten() {
        let text = std::fs::read_to_string(entry.path()).expect("readable");
        assert!(
            !text.contains(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}']),
            "{}: isolation marks are added by bidi::isolate_ltr_runs, not typed",
            entry.path().display()
        );
    }
}

#[actix_web::test]
async fn no_english_page_says_maroc() {
    for (path, answer) in every_page(Lang::En).await {
        let text = visible_text(&answer);
        assert!(!text.contains("Maroc"), "{path}: {text}");
    }
}

/// Calls to action that lead to the contact page for another action than a project.
const OTHER_CONTACT_ACTIONS: [&str; 2] = ["faq-cta-button", "resources-cta-button"];

#[actix_web::test]
async fn each_call_to_action_has_one_wording_per_language() {
    for lang in Lang::ALL {
        let others: BTreeSet<String> = OTHER_CONTACT_ACTIONS
            .iter()
            .map(|id| msg(lang, id))
            .collect();
        let mut wordings: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (_, answer) in every_page(lang).await {
            let hrefs = answer.attrs("a.btn", "href");
            let texts = answer.texts("a.btn");
            for (href, text) in hrefs.into_iter().zip(texts) {
                let destination = href.split('?').next().unwrap_or_default().to_owned();
                if !others.contains(&text) {
                    wordings.entry(destination).or_default().insert(text);
                }
            }
        }
        assert!(wordings.len() >= 4, "{}: {wordings:?}", lang.as_str());
        for (destination, texts) in wordings {
            assert_eq!(
                texts.len(),
                1,
                "{}: the buttons to {destination} read {texts:?}",
                lang.as_str()
            );
        }
    }
}

/// The twelve Arabic month names of `docs/glossary.md`, January first.
fn glossary_arabic_months() -> Vec<String> {
    let glossary = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/glossary.md"),
    )
    .expect("readable glossary");
    let row = glossary
        .lines()
        .find(|line| line.starts_with("| month names |"))
        .expect("the glossary's month names");
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    // | concept | fr | en | ar |: the Arabic cell is the fifth piece of the split.
    cells[4].split('،').map(|m| m.trim().to_owned()).collect()
}

/// Month names of the other conventions, which an Arabic page must not mix in.
const OTHER_ARABIC_MONTHS: [&str; 18] = [
    "كانون",
    "شباط",
    "آذار",
    "نيسان",
    "أيار",
    "حزيران",
    "تموز",
    "آب",
    "أيلول",
    "تشرين",
    "ماي",
    "يوليوز",
    "غشت",
    "شتنبر",
    "نونبر",
    "دجنبر",
    "إبريل",
    "ابريل",
];

/// Every Arabic text the site holds: its messages and its content files, by path.
fn arabic_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root.join("i18n/ar"))
        .expect("folder")
        .flatten()
    {
        files.push(entry.path());
    }
    for collection in ["cases", "articles", "people"] {
        for item in std::fs::read_dir(root.join("content").join(collection))
            .expect("folder")
            .flatten()
        {
            files.push(item.path().join("ar.md"));
        }
    }
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable");
            (path.display().to_string(), text)
        })
        .collect()
}

#[test]
fn arabic_month_names_follow_the_glossary_everywhere() {
    let months = glossary_arabic_months();
    assert_eq!(months.len(), 12, "{months:?}");
    // The dates the pages write from `content-date`.
    for (month, name) in (1..=12).zip(&months) {
        let date = vitrine::content::Date {
            year: 2026,
            month,
            day: 14,
        };
        let written =
            vitrine::bidi::without_isolates(&vitrine::pages::stories::long_date(Lang::Ar, date));
        assert_eq!(written, format!("14 {name} 2026"), "month {month}");
    }
    // Every date typed in a message or a content file, and no name of another convention.
    let date = Regex::new(r"\b\d{1,2} (\S+) \d{4}\b").expect("pattern");
    for (path, text) in arabic_sources() {
        for captures in date.captures_iter(&text) {
            let month = &captures[1];
            assert!(
                months.iter().any(|m| m == month),
                "{path}: «{}» names its month otherwise than the glossary",
                &captures[0]
            );
        }
        for word in text.split(|c: char| !c.is_alphabetic()) {
            assert!(
                !OTHER_ARABIC_MONTHS.contains(&word),
                "{path}: «{word}» is a month name of another convention"
            );
        }
    }
}

#[test]
fn the_month_rule_catches_another_convention() {
    let months = glossary_arabic_months();
    let date = Regex::new(r"\b\d{1,2} (\S+) \d{4}\b").expect("pattern");
    let captures = date.captures("نُشر في 14 غشت 2026").expect("a date");
    assert!(!months.iter().any(|m| *m == captures[1]));
    assert!(OTHER_ARABIC_MONTHS.contains(&"أيلول"));
}
