//! The faces the built stylesheet declares draw every letter of the site's own text: a letter
//! outside a face's `unicode-range` falls back to the system face, and inside an Arabic word
//! that breaks the joining.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The code points a `unicode-range` value names (`U+0621-065F, U+0670`, and the wildcard
/// form `U+??` for `U+0000-00FF` that the CSS minifier writes).
fn code_points(range: &str) -> BTreeSet<u32> {
    let hex = |text: &str| u32::from_str_radix(text.trim(), 16).expect("hex code point");
    range
        .split(',')
        .map(|part| {
            part.trim()
                .trim_start_matches(['U', 'u'])
                .trim_start_matches('+')
        })
        .flat_map(|part| match part.split_once('-') {
            Some((first, last)) => hex(first)..=hex(last),
            None if part.contains('?') => {
                hex(&part.replace('?', "0"))..=hex(&part.replace('?', "F"))
            }
            None => hex(part)..=hex(part),
        })
        .collect()
}

/// Each `@font-face` of the built stylesheet: its family and the code points it covers.
fn faces() -> Vec<(String, BTreeSet<u32>)> {
    let dist = root().join("static/dist");
    let manifest: serde_json::Value = serde_json::from_slice(
        &std::fs::read(dist.join("manifest.json")).expect("static/dist built (make assets)"),
    )
    .expect("manifest JSON");
    let css_name = manifest["css"]
        .as_str()
        .expect("manifest names the stylesheet");
    let css = std::fs::read_to_string(dist.join(css_name)).expect("stylesheet");
    let property = |rule: &str, name: &str| {
        let start = rule.find(&format!("{name}:"))? + name.len() + 1;
        let value = &rule[start..];
        Some(
            value[..value.find([';', '}']).unwrap_or(value.len())]
                .trim()
                .to_owned(),
        )
    };
    css.split("@font-face")
        .skip(1)
        .map(|rule| &rule[..rule.find('}').expect("closed rule")])
        .map(|rule| {
            let family = property(rule, "font-family").expect("family");
            let range = property(rule, "unicode-range").expect("every face has a range");
            (
                family.trim_matches(['"', '\'']).to_owned(),
                code_points(&range),
            )
        })
        .collect()
}

fn covered_by(family: &str) -> BTreeSet<u32> {
    let faces = faces();
    let ranges: Vec<_> = faces.iter().filter(|(f, _)| f == family).collect();
    assert_eq!(ranges.len(), 2, "{family}: a regular and a semibold face");
    assert_eq!(
        ranges[0].1, ranges[1].1,
        "{family}: both weights cover the same"
    );
    ranges[0].1.clone()
}

/// Every message, every case and article, and the configuration in one language.
fn site_text(lang: &str) -> String {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root().join("i18n").join(lang)).expect("i18n folder") {
        files.push(entry.expect("entry").path());
    }
    for collection in ["cases", "articles"] {
        let dir = root().join("content").join(collection);
        for item in std::fs::read_dir(dir).expect("content folder") {
            files.push(item.expect("item").path().join(format!("{lang}.md")));
        }
    }
    files.push(root().join("config/site.toml"));
    files
        .iter()
        .map(|file| std::fs::read_to_string(file).expect("readable text"))
        .collect()
}

fn is_arabic_script(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x06FF | 0x0750..=0x077F | 0x0870..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}

#[test]
fn the_arabic_face_covers_every_arabic_letter_of_the_site_s_text() {
    let arabic = covered_by("IBM Plex Sans Arabic");
    let missing: BTreeSet<char> = site_text("ar")
        .chars()
        .filter(|c| is_arabic_script(*c) && !arabic.contains(&(*c as u32)))
        .collect();
    assert!(missing.is_empty(), "outside the Arabic face: {missing:?}");
}

#[test]
fn the_latin_face_covers_every_letter_of_the_french_and_english_text() {
    let latin = covered_by("IBM Plex Sans");
    let text = site_text("fr") + &site_text("en");
    let missing: BTreeSet<char> = text
        .chars()
        .filter(|c| c.is_alphabetic() && !is_arabic_script(*c) && !latin.contains(&(*c as u32)))
        .collect();
    assert!(missing.is_empty(), "outside the Latin face: {missing:?}");
}

#[test]
fn the_arabic_face_draws_every_character_of_the_arabic_pages() {
    // Latin letters, digits and punctuation too: the Arabic pages' stack holds no other face
    // of ours, so a character outside it would be drawn in the system's face.
    let arabic = covered_by("IBM Plex Sans Arabic");
    let missing: BTreeSet<char> = site_text("ar")
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && !arabic.contains(&(*c as u32)))
        .collect();
    assert!(missing.is_empty(), "outside the Arabic face: {missing:?}");
}

#[test]
fn the_faces_ranges_are_the_ones_the_arabic_font_was_cut_to() {
    let script = std::fs::read_to_string(root().join("scripts/subset-arabic-font.py"))
        .expect("the subsetting script");
    let range_named = |name: &str| {
        let start = script
            .find(&format!("{name} = ("))
            .unwrap_or_else(|| panic!("{name} in the script"));
        let end = start + script[start..].find(')').expect("closed tuple");
        let text: String = script[start..end].split('"').skip(1).step_by(2).collect();
        code_points(&text)
    };
    let latin = range_named("LATIN_RANGE");
    let arabic: BTreeSet<u32> = range_named("ARABIC_RANGE").union(&latin).copied().collect();
    assert_eq!(covered_by("IBM Plex Sans Arabic"), arabic);
    assert_eq!(covered_by("IBM Plex Sans"), latin);
}
