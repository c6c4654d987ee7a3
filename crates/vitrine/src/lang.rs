//! The three languages of the site and how one is chosen for a request.
//!
//! Order: `?lang=` → `lang` cookie → Accept-Language → French.
//! Invalid values fall through silently; they are never echoed back.

use serde::Serialize;
use unic_langid::{langid, LanguageIdentifier};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Fr,
    En,
    Ar,
}

/// Where the language of a request came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LangSource {
    Query,
    Cookie,
    AcceptLanguage,
    Default,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::Fr, Lang::En, Lang::Ar];
    pub(crate) const DEFAULT: Lang = Lang::Fr;

    pub fn as_str(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::Ar => "ar",
        }
    }

    pub fn dir(self) -> &'static str {
        match self {
            Lang::Ar => "rtl",
            Lang::Fr | Lang::En => "ltr",
        }
    }

    pub(crate) fn is_rtl(self) -> bool {
        self == Lang::Ar
    }

    /// Open Graph locale (`og:locale`).
    pub fn og_locale(self) -> &'static str {
        match self {
            Lang::Fr => "fr_FR",
            Lang::En => "en_GB",
            Lang::Ar => "ar_MA",
        }
    }

    pub(crate) fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::Fr => langid!("fr"),
            Lang::En => langid!("en"),
            Lang::Ar => langid!("ar"),
        }
    }

    /// Exact code as used in URLs and cookies (`fr`, `en`, `ar`), case-insensitive.
    pub(crate) fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.as_str().eq_ignore_ascii_case(code))
    }

    /// The language a stored code names (a row's or the configuration's, checked when it was
    /// written), French for one that names none.
    pub(crate) fn stored(code: &str) -> Lang {
        Lang::from_code(code).unwrap_or(Lang::DEFAULT)
    }

    /// A BCP 47 tag from Accept-Language (`en-GB`, `ar-MA`): its primary subtag decides.
    pub(crate) fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::from_code(primary)
    }
}

/// The best supported language of an Accept-Language header, honouring q-values
/// (RFC 9110 §12.5.4). Ties keep header order; `q=0` means "not acceptable".
pub(crate) fn best_accept_language(header: &str) -> Option<Lang> {
    let mut best: Option<(u16, Lang)> = None;
    for item in header.split(',').take(32) {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or_default().trim();
        let mut quality: u16 = 1000;
        for param in parts {
            if let Some(q) = param
                .trim()
                .strip_prefix("q=")
                .or_else(|| param.trim().strip_prefix("Q="))
            {
                quality = parse_quality(q).unwrap_or(0);
            }
        }
        if quality == 0 {
            continue;
        }
        if let Some(lang) = Lang::from_tag(tag) {
            if best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
    }
    best.map(|(_, lang)| lang)
}

/// q-value in thousandths; `None` when malformed.
fn parse_quality(raw: &str) -> Option<u16> {
    let value: f32 = raw.trim().parse().ok()?;
    if !(0.0..=1.0).contains(&value) {
        return None;
    }
    Some((value * 1000.0).round() as u16)
}

/// Chooses the language of a request from its three possible sources.
pub fn negotiate_lang(
    query: Option<&str>,
    cookie: Option<&str>,
    accept_language: Option<&str>,
) -> (Lang, LangSource) {
    if let Some(lang) = query.and_then(Lang::from_code) {
        return (lang, LangSource::Query);
    }
    if let Some(lang) = cookie.and_then(Lang::from_code) {
        return (lang, LangSource::Cookie);
    }
    if let Some(lang) = accept_language.and_then(best_accept_language) {
        return (lang, LangSource::AcceptLanguage);
    }
    (Lang::DEFAULT, LangSource::Default)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q_values_are_honoured() {
        assert_eq!(
            best_accept_language("fr;q=0.5, ar;q=0.9, en;q=0.7"),
            Some(Lang::Ar)
        );
        assert_eq!(
            best_accept_language("de-DE, en-US;q=0.8, fr;q=0.3"),
            Some(Lang::En)
        );
        assert_eq!(best_accept_language("ar;q=0, en"), Some(Lang::En));
        assert_eq!(best_accept_language("de, it"), None);
        assert_eq!(best_accept_language("en;q=abc, ar;q=0.1"), Some(Lang::Ar));
        assert_eq!(best_accept_language(""), None);
    }

    #[test]
    fn ties_keep_header_order() {
        assert_eq!(best_accept_language("en, fr"), Some(Lang::En));
        assert_eq!(best_accept_language("fr-CA, en"), Some(Lang::Fr));
    }
}
