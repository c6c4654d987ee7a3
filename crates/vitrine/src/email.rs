//! The one form in which email addresses are compared, so one person is one subscriber and
//! one sender whatever way they typed their address.
//!
//! - The local part loses its quotes when RFC 5321 allows the address without them: a quoted
//!   string whose content is a valid dot-string (`"name"@…` is `name@…`). Otherwise it stays
//!   quoted, with only `"` and `\` escaped (`"a b"@…`, `"a\"b"@…`).
//! - The domain is in its IDNA ASCII form (UTS 46): `exämple.org` is `xn--exmple-cua.org`.
//! - Both are case-folded (Unicode lower case). Strictly the local part is case-sensitive, but
//!   no mail system in use treats `Alice` and `alice` as two people, and a visitor who types
//!   their address with a capital must not subscribe twice.

/// The canonical form of a (validated, trimmed) address.
pub fn canonical(email: &str) -> String {
    let email = email.trim();
    let Some((local, domain)) = email.rsplit_once('@') else {
        return email.to_lowercase();
    };
    format!("{}@{}", canonical_local(local), canonical_domain(domain))
}

fn canonical_local(local: &str) -> String {
    let folded = local.to_lowercase();
    let Some(content) = unquote(&folded) else {
        return folded;
    };
    if is_dot_string(&content) {
        return content;
    }
    let mut quoted = String::with_capacity(content.len() + 2);
    quoted.push('"');
    for c in content.chars() {
        if c == '"' || c == '\\' {
            quoted.push('\\');
        }
        quoted.push(c);
    }
    quoted.push('"');
    quoted
}

/// The content of a quoted string (`"…"`, RFC 5321 Quoted-string) with its quoted pairs
/// resolved, or `None` when `local` is not one.
fn unquote(local: &str) -> Option<String> {
    let inner = local.strip_prefix('"')?.strip_suffix('"')?;
    let mut content = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => content.push(chars.next()?),
            '"' => return None,
            c => content.push(c),
        }
    }
    Some(content)
}

/// RFC 5321 Dot-string (with RFC 6531's UTF-8 letters as atext): atoms joined by single dots.
fn is_dot_string(text: &str) -> bool {
    !text.is_empty()
        && text.split('.').all(|atom| {
            !atom.is_empty()
                && atom.chars().all(|c| {
                    c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c) || !c.is_ascii()
                })
        })
}

fn canonical_domain(domain: &str) -> String {
    // An address that passed validation has a valid domain; should IDNA still refuse it, the
    // lower-cased text is the best comparison left.
    idna::domain_to_ascii(domain).unwrap_or_else(|_| domain.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::canonical;

    /// Each address gives its canonical form.
    fn assert_canonical(cases: &[(&str, &str)]) {
        for (address, expected) in cases {
            assert_eq!(canonical(address), *expected, "{address}");
        }
    }

    #[test]
    fn quotes_that_are_not_needed_are_removed() {
        assert_canonical(&[
            ("\"name\"@example.org", "name@example.org"),
            ("\"first.last\"@example.org", "first.last@example.org"),
            ("\"na\\me\"@example.org", "name@example.org"),
            ("\"o'brien+tag\"@example.org", "o'brien+tag@example.org"),
        ]);
    }

    #[test]
    fn quotes_that_are_needed_are_kept_minimal() {
        for address in [
            "\"a b\"@example.org",
            "\"a..b\"@example.org",
            "\".a\"@example.org",
            "\"a@b\"@example.org",
            "\"a\\\"b\"@example.org",
            "\"\"@example.org",
        ] {
            assert_eq!(canonical(address), address);
        }
    }

    #[test]
    fn domains_are_in_idna_ascii_form() {
        assert_canonical(&[
            ("user@exämple.org", "user@xn--exmple-cua.org"),
            ("user@xn--exmple-cua.org", "user@xn--exmple-cua.org"),
            ("user@EXÄMPLE.ORG", "user@xn--exmple-cua.org"),
            ("élodie@université.fr", "élodie@xn--universit-j4a.fr"),
        ]);
    }

    #[test]
    fn addresses_are_case_folded_and_trimmed() {
        assert_canonical(&[
            ("  Alice.Martin@Example.ORG ", "alice.martin@example.org"),
            ("ÉLODIE@exemple.fr", "élodie@exemple.fr"),
        ]);
        assert_eq!(
            canonical("\"Name\"@Example.org"),
            canonical("name@example.org")
        );
    }
}
