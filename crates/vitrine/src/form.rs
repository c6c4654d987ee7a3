//! Reading a posted form: its body (strict `application/x-www-form-urlencoded` or a JSON object
//! of strings), its fields cleaned, and what the poster asked for (JSON or a page, the
//! language the form was shown in, the local page to go back to).
//!
//! Every POST goes through `protection::admit` (cross-origin check, rate limit, bounded body)
//! and this parsing; the features (`contact`, `newsletter`) then validate with plain functions
//! and store. Bodies are parsed here rather than with actix's `web::Form`, whose errors are
//! plain English text: a bad body must get a localised 400, never a 500.

use actix_web::http::header;
use actix_web::HttpRequest;

use crate::lang::Lang;
use crate::visitor::Visitor;

/// Largest newsletter body accepted (request bodies are bounded).
pub(crate) const MAX_BODY_BYTES: usize = 16 * 1024;

/// Largest contact body accepted. Larger than `MAX_BODY_BYTES` on purpose: a browser
/// percent-encodes each UTF-8 byte as three, so one Arabic letter takes 6 bytes and a message
/// at its 5000-character bound takes 30 000; 64 KiB holds every field at its bound in any
/// script (4-byte characters: 60 000 bytes for the message).
pub(crate) const MAX_CONTACT_BODY_BYTES: usize = 64 * 1024;

/// More fields than any of our forms has: anything beyond is not one of our forms.
pub(crate) const MAX_FIELDS: usize = 20;

/// Why a body cannot be read as a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BodyError {
    /// Larger than the form's bound: 413.
    TooLarge,
    /// Bad escapes, invalid UTF-8, too many fields, JSON that is not an object of strings: 400.
    Malformed,
    /// Neither `application/x-www-form-urlencoded` nor `application/json`: 400.
    UnsupportedType,
    /// The body stalled or took too long to arrive: 408, and the connection is closed.
    TimedOut,
}

/// The fields of a posted form, decoded; the first value of a repeated name wins.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct FormFields(Vec<(String, String)>);

impl FormFields {
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The field's value, or the empty string when absent.
    pub(crate) fn text(&self, name: &str) -> &str {
        self.get(name).unwrap_or("")
    }

    /// Whether the honeypot (`website`, hidden from people) holds anything: a robot.
    pub(crate) fn honeypot_filled(&self) -> bool {
        !self.text("website").trim().is_empty()
    }
}

/// Reads a body as a form: `application/x-www-form-urlencoded` (the browser without
/// JavaScript, and the islands' `URLSearchParams`) or a JSON object of strings.
pub(crate) fn parse_body(content_type: Option<&str>, body: &[u8]) -> Result<FormFields, BodyError> {
    let content_type = content_type
        .ok_or(BodyError::UnsupportedType)?
        .to_ascii_lowercase();
    let mut parts = content_type.split(';').map(str::trim);
    let essence = parts.next().unwrap_or("");
    let charset_ok = parts
        .filter_map(|p| p.strip_prefix("charset="))
        .all(|c| matches!(c.trim_matches('"'), "utf-8" | "utf8"));
    if !charset_ok {
        return Err(BodyError::UnsupportedType);
    }
    match essence {
        "application/x-www-form-urlencoded" => parse_urlencoded(body),
        "application/json" => parse_json(body),
        _ => Err(BodyError::UnsupportedType),
    }
}

/// Strict `application/x-www-form-urlencoded` (WHATWG URL, §5.1) with refusal of what the
/// lenient parsers let through: a `%` not followed by two hex digits, and bytes that do not
/// decode to UTF-8.
pub(crate) fn parse_urlencoded(body: &[u8]) -> Result<FormFields, BodyError> {
    let text = std::str::from_utf8(body).map_err(|_| BodyError::Malformed)?;
    let mut fields = Vec::new();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        if fields.len() >= MAX_FIELDS {
            return Err(BodyError::Malformed);
        }
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let name = decode_component(name)?;
        let value = decode_component(value)?;
        if !fields.iter().any(|(k, _): &(String, String)| *k == name) {
            fields.push((name, value));
        }
    }
    Ok(FormFields(fields))
}

fn decode_component(raw: &str) -> Result<String, BodyError> {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).ok_or(BodyError::Malformed)?;
                let hex = std::str::from_utf8(hex).map_err(|_| BodyError::Malformed)?;
                let byte = u8::from_str_radix(hex, 16).map_err(|_| BodyError::Malformed)?;
                out.push(byte);
                i += 3;
            }
            other => {
                out.push(other);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| BodyError::Malformed)
}

fn parse_json(body: &[u8]) -> Result<FormFields, BodyError> {
    let object: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(body).map_err(|_| BodyError::Malformed)?;
    if object.len() > MAX_FIELDS {
        return Err(BodyError::Malformed);
    }
    let mut fields = Vec::with_capacity(object.len());
    for (name, value) in object {
        match value {
            serde_json::Value::String(text) => fields.push((name, text)),
            serde_json::Value::Null => {}
            _ => return Err(BodyError::Malformed),
        }
    }
    Ok(FormFields(fields))
}

/// A one-line field as stored: control characters removed, whitespace trimmed.
pub(crate) fn clean_line(value: &str) -> String {
    value
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .to_owned()
}

/// A multi-line field as stored: line ends made `\n`, other control characters (NUL
/// included, which PostgreSQL refuses in text) removed, trimmed.
pub(crate) fn clean_text(value: &str) -> String {
    value
        .replace("\r\n", "\n")
        .chars()
        .map(|c| if c == '\r' { '\n' } else { c })
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Whether the caller asked for JSON (the islands send `Accept: application/json`).
pub(crate) fn wants_json(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accept| accept.to_ascii_lowercase().contains("application/json"))
}

/// The language the form was shown in (its hidden `lang` field), else the request's.
pub(crate) fn form_lang(fields: &FormFields, visitor: &Visitor) -> Lang {
    fields
        .get("lang")
        .and_then(Lang::from_code)
        .unwrap_or(visitor.lang)
}

/// A local path to go back to; anything else (other host, `//host`, `\`) becomes `/`.
pub(crate) fn safe_return_path(candidate: Option<&str>) -> String {
    match candidate {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.contains('\\')
                && !path.chars().any(char::is_control)
                && path.len() <= 512 =>
        {
            path.to_owned()
        }
        _ => "/".to_owned(),
    }
}

/// Characters, not bytes: "é" and "ع" count one each.
pub(crate) fn char_len(value: &str) -> usize {
    value.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORM: Option<&str> = Some("application/x-www-form-urlencoded");

    #[test]
    fn urlencoded_fields_are_decoded() {
        let fields =
            parse_body(FORM, b"email=a%40b.org&name=Ren%C3%A9+Dubois&lang=fr").expect("parses");
        assert_eq!(fields.get("email"), Some("a@b.org"));
        assert_eq!(fields.get("name"), Some("René Dubois"));
        assert_eq!(fields.get("missing"), None);
        assert_eq!(fields.text("missing"), "");
    }

    #[test]
    fn first_value_of_a_repeated_field_wins() {
        let fields = parse_body(FORM, b"email=first%40a.org&email=second%40a.org").expect("parses");
        assert_eq!(fields.get("email"), Some("first@a.org"));
    }

    #[test]
    fn bad_escapes_and_invalid_utf8_are_malformed() {
        assert_eq!(parse_body(FORM, b"email=%zz"), Err(BodyError::Malformed));
        assert_eq!(parse_body(FORM, b"email=%4"), Err(BodyError::Malformed));
        assert_eq!(parse_body(FORM, b"email=%C3%28"), Err(BodyError::Malformed));
        assert_eq!(parse_body(FORM, b"email=\xff"), Err(BodyError::Malformed));
        let many = (0..=MAX_FIELDS)
            .map(|i| format!("f{i}=x"))
            .collect::<Vec<_>>()
            .join("&");
        assert_eq!(parse_body(FORM, many.as_bytes()), Err(BodyError::Malformed));
    }

    #[test]
    fn content_type_decides_the_parser() {
        assert_eq!(parse_body(None, b"a=b"), Err(BodyError::UnsupportedType));
        assert_eq!(
            parse_body(Some("text/plain"), b"a=b"),
            Err(BodyError::UnsupportedType)
        );
        assert_eq!(
            parse_body(Some("multipart/form-data; boundary=x"), b"a=b"),
            Err(BodyError::UnsupportedType)
        );
        assert_eq!(
            parse_body(
                Some("application/x-www-form-urlencoded; charset=ISO-8859-1"),
                b"a=b"
            ),
            Err(BodyError::UnsupportedType)
        );
        let fields = parse_body(
            Some("Application/X-WWW-Form-Urlencoded; charset=UTF-8"),
            b"a=b",
        )
        .expect("ok");
        assert_eq!(fields.get("a"), Some("b"));
        let json = parse_body(
            Some("application/json"),
            br#"{"email":"a@b.org","website":null}"#,
        )
        .expect("ok");
        assert_eq!(json.get("email"), Some("a@b.org"));
        assert_eq!(
            parse_body(Some("application/json"), br#"{"email":3}"#),
            Err(BodyError::Malformed)
        );
        assert_eq!(
            parse_body(Some("application/json"), b"[1]"),
            Err(BodyError::Malformed)
        );
    }

    #[test]
    fn cleaning_removes_control_characters_and_trims() {
        assert_eq!(clean_line("  Ada\u{0}\u{7} Lovelace \n"), "Ada Lovelace");
        assert_eq!(
            clean_text(" Bonjour,\r\nligne 2\rligne 3\u{0} "),
            "Bonjour,\nligne 2\nligne 3"
        );
    }

    #[test]
    fn only_local_paths_are_followed() {
        assert_eq!(safe_return_path(Some("/about?lang=en")), "/about?lang=en");
        assert_eq!(safe_return_path(Some("//evil.example")), "/");
        assert_eq!(safe_return_path(Some("https://evil.example")), "/");
        assert_eq!(safe_return_path(Some("/\\evil.example")), "/");
        assert_eq!(safe_return_path(None), "/");
    }

    #[test]
    fn lengths_count_characters() {
        assert_eq!(char_len("مرحبا"), 5);
        assert_eq!(char_len("été"), 3);
    }
}
