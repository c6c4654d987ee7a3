//! Fluent messages: one loader for the pages, the error pages and the islands' JSON.
//!
//! A missing id is rendered as the id itself and logged; the translation test keeps every
//! language complete, so a visitor never sees one.
//!
//! Arabic messages come back with their left-to-right runs (Latin names, emails, "09-08",
//! "60%") wrapped in bidirectional isolates by `bidi::isolate_ltr_runs`, so translators write
//! plain text and every Arabic message, the islands' included, reads in the right order. A
//! variable's value (a company name, a postal address, an email) is isolated whole before it
//! is placed (`bidi::isolate_ltr_value`), so its words and punctuation stay one left-to-right
//! unit of the Arabic sentence instead of being isolated word by word.

use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::static_loader;

use crate::bidi;
use crate::lang::Lang;

static_loader! {
    pub(crate) static LOCALES = {
        locales: "../../i18n",
        core_locales: "../../i18n/core.ftl",
        fallback_language: "fr",
        // Fluent would isolate every placeable, in every language and whatever its content;
        // Arabic text is isolated run by run after formatting instead (see `lookup_with`).
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// Looks up `id` in exactly `lang`, with no fallback to another language.
pub fn lookup(lang: Lang, id: &str) -> String {
    lookup_with(lang, id, None)
}

/// Looks up `id` with Fluent variables (`{ $name }`).
pub fn lookup_args(lang: Lang, id: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    let map: HashMap<&'static str, FluentValue<'static>> = args.iter().cloned().collect();
    lookup_with(lang, id, Some(&map))
}

fn lookup_with(
    lang: Lang,
    id: &str,
    args: Option<&HashMap<&'static str, FluentValue<'static>>>,
) -> String {
    #[cfg(feature = "i18n-audit")]
    audit::record(id);
    let isolated_args;
    let args = match args {
        Some(args) if lang.is_rtl() => {
            isolated_args = isolate_values(args);
            Some(&isolated_args)
        }
        args => args,
    };
    match LOCALES.lookup_single_language(&lang.langid(), id, args) {
        Ok(text) if lang.is_rtl() => match bidi::isolate_ltr_runs(&text) {
            std::borrow::Cow::Owned(isolated) => isolated,
            std::borrow::Cow::Borrowed(_) => text,
        },
        Ok(text) => text,
        Err(error) => {
            #[cfg(feature = "i18n-audit")]
            audit::record_missing(lang, id);
            tracing::warn!(lang = lang.as_str(), id, %error, "missing or broken Fluent message");
            id.to_owned()
        }
    }
}

/// A date in running text: "14 octobre 2026", "14 October 2026", "14 أكتوبر 2026".
pub(crate) fn long_date(lang: Lang, year: i32, month: i8, day: i8) -> String {
    lookup_args(
        lang,
        "content-date",
        &[
            ("day", FluentValue::from(day.to_string())),
            // A number, not a string: Fluent matches a string against no numeric variant and
            // would fall back to the default month.
            ("month", FluentValue::from(month)),
            ("year", FluentValue::from(year.to_string())),
        ],
    )
}

/// The variables with each left-to-right string value wrapped in one isolate (Fluent's own
/// isolation is off: it would isolate numbers and Arabic values too, in every language).
fn isolate_values(
    args: &HashMap<&'static str, FluentValue<'static>>,
) -> HashMap<&'static str, FluentValue<'static>> {
    args.iter()
        .map(|(name, value)| {
            let value = match value {
                FluentValue::String(text) => match bidi::isolate_ltr_value(text) {
                    std::borrow::Cow::Owned(isolated) => FluentValue::from(isolated),
                    std::borrow::Cow::Borrowed(_) => value.clone(),
                },
                _ => value.clone(),
            };
            (*name, value)
        })
        .collect()
}

/// Every id looked up since start, so a crawl can prove which ids are used.
#[cfg(feature = "i18n-audit")]
pub mod audit {
    use std::collections::BTreeSet;
    use std::sync::Mutex;

    use crate::lang::Lang;

    static USED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    static MISSING: Mutex<BTreeSet<(Lang, String)>> = Mutex::new(BTreeSet::new());

    pub(crate) fn record(id: &str) {
        if let Ok(mut used) = USED.lock() {
            used.insert(id.to_owned());
        }
    }

    pub(crate) fn record_missing(lang: Lang, id: &str) {
        if let Ok(mut missing) = MISSING.lock() {
            missing.insert((lang, id.to_owned()));
        }
    }

    /// Ids looked up but absent (or broken) in a language.
    pub fn missing() -> BTreeSet<(Lang, String)> {
        MISSING
            .lock()
            .map(|missing| missing.clone())
            .unwrap_or_default()
    }

    pub fn used_ids() -> BTreeSet<String> {
        USED.lock().map(|used| used.clone()).unwrap_or_default()
    }
}
