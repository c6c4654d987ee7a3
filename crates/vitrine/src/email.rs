//! Email addresses: which ones the forms accept (`check_email`), and the one form in which
//! they are compared, so one person is one subscriber and
//! one sender whatever way they typed their address.
//!
//! - The local part loses its quotes when RFC 5321 allows the address without them: a quoted
//!   string whose content is a valid dot-string (`"name"@…` is `name@…`). Otherwise it stays
//!   quoted, with only `"` and `\` escaped (`"a b"@…`, `"a\"b"@…`).
//! - The domain is in its IDNA ASCII form (UTS 46): `exämple.org` is `xn--exmple-cua.org`.
//! - Both are case-folded (Unicode lower case). Strictly the local part is case-sensitive, but
//!   no mail system in use treats `Alice` and `alice` as two people, and a visitor who types
//!   their address with a capital must not subscribe twice.
//!
//! `mailbox` goes further, for limits only: the inbox a mail really lands in, whatever tag or
//! provider-ignored dots the address carries, so a flood of variants of one address counts as
//! one inbox.

use email_address::{EmailAddress, Options};

/// RFC 5321's limit on a forward path, less its angle brackets.
pub(crate) const MAX_EMAIL_CHARS: usize = 254;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EmailProblem {
    Empty,
    Invalid,
}

/// Checks an address: trimmed, at most 254 characters, an addr-spec with a dotted domain
/// (no display name, no `[IP]` literal: nobody signs up from those in good faith).
pub(crate) fn check_email(raw: &str) -> Result<String, EmailProblem> {
    // What the forms store of a one-line field: control characters removed, trimmed.
    let email: String = raw.chars().filter(|c| !c.is_control()).collect();
    let email = email.trim().to_owned();
    if email.is_empty() {
        return Err(EmailProblem::Empty);
    }
    if email.chars().count() > MAX_EMAIL_CHARS {
        return Err(EmailProblem::Invalid);
    }
    let options = Options::default()
        .with_required_tld()
        .without_domain_literal()
        .without_display_text();
    match EmailAddress::parse_with_options(&email, options) {
        Ok(_) => Ok(email),
        Err(_) => Err(EmailProblem::Invalid),
    }
}

/// The canonical form of a (validated, trimmed) address.
pub(crate) fn canonical(email: &str) -> String {
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

/// Providers that deliver `a.b.c@` to `abc@` (Gmail documents it): their dots are dropped.
const DOT_BLIND_DOMAINS: [&str; 2] = ["gmail.com", "googlemail.com"];

/// The inbox an address delivers to, for counting mails per inbox: the canonical form without
/// a `+tag` in the local part (sub-addressing, RFC 5233, which most providers support), dots
/// removed for `DOT_BLIND_DOMAINS`, and `googlemail.com` read as `gmail.com`.
pub(crate) fn mailbox(email: &str) -> String {
    let canonical = canonical(email);
    let Some((local, domain)) = canonical.rsplit_once('@') else {
        return canonical;
    };
    if local.starts_with('"') {
        return canonical;
    }
    let mut local = local.split('+').next().unwrap_or(local).to_owned();
    let mut domain = domain.to_owned();
    if DOT_BLIND_DOMAINS.contains(&domain.as_str()) {
        local.retain(|c| c != '.');
        domain = "gmail.com".to_owned();
    }
    format!("{local}@{domain}")
}

/// The domain of an address in its canonical (IDNA ASCII, lower-case) form.
pub(crate) fn domain(email: &str) -> String {
    canonical(email)
        .rsplit_once('@')
        .map(|(_, domain)| domain.to_owned())
        .unwrap_or_default()
}

/// An address as SMTP carries it to a server without SMTPUTF8: the local part as typed, the
/// domain in its IDNA ASCII form (`user@exämple.org` is sent as `user@xn--exmple-cua.org`).
pub(crate) fn ascii_domain(email: &str) -> String {
    let email = email.trim();
    match email.rsplit_once('@') {
        Some((local, domain)) => format!("{local}@{}", canonical_domain(domain)),
        None => email.to_owned(),
    }
}

/// An address as the operator should read it: a domain written with non-ASCII letters is
/// followed by its `xn--` form, so a look-alike (`ехаmple.com` in Cyrillic) shows as what it is.
pub(crate) fn for_operator(email: &str) -> String {
    let email = email.trim();
    match email.rsplit_once('@') {
        Some((_, domain)) if !domain.is_ascii() => {
            format!("{email} ({})", canonical_domain(domain))
        }
        _ => email.to_owned(),
    }
}

/// `text` with every word that holds an `@` replaced by `[address]`: for log lines made of a
/// server's answer, which often quotes the recipient (`550 <bob@example.org>: unknown`).
pub(crate) fn redact_addresses(text: &str) -> String {
    const OPENERS: &[char] = &['<', '(', '"', '\'', '['];
    const CLOSERS: &[char] = &['>', ')', '"', '\'', ']', ':', ',', ';', '.'];
    let mut out = String::with_capacity(text.len());
    for (n, word) in text.split(' ').enumerate() {
        if n > 0 {
            out.push(' ');
        }
        if !word.contains('@') {
            out.push_str(word);
            continue;
        }
        let core = word.trim_start_matches(OPENERS);
        let opened = &word[..word.len() - core.len()];
        let trimmed = core.trim_end_matches(CLOSERS);
        let closed = &core[trimmed.len()..];
        out.push_str(opened);
        out.push_str("[address]");
        out.push_str(closed);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked() {
        assert_eq!(
            check_email("  alice@example.org "),
            Ok("alice@example.org".to_owned())
        );
        assert_eq!(
            check_email("Élodie.Martin@université.fr"),
            Ok("Élodie.Martin@université.fr".to_owned())
        );
        assert_eq!(check_email(""), Err(EmailProblem::Empty));
        assert_eq!(check_email("   "), Err(EmailProblem::Empty));
        assert_eq!(check_email("alice"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("alice@"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("alice@localhost"), Err(EmailProblem::Invalid));
        assert_eq!(check_email("a b@example.org"), Err(EmailProblem::Invalid));
        assert_eq!(
            check_email("Alice <alice@example.org>"),
            Err(EmailProblem::Invalid)
        );
        assert_eq!(check_email("alice@[192.0.2.1]"), Err(EmailProblem::Invalid));
    }

    #[test]
    fn addresses_longer_than_254_characters_are_invalid() {
        let local = "a".repeat(64);
        let label = "b".repeat(60);
        let at_limit = format!(
            "{local}@{label}.{label}.{label}.{}.org",
            "c".repeat(254 - 64 - 1 - 183 - 4)
        );
        assert_eq!(at_limit.chars().count(), 254);
        assert!(check_email(&at_limit).is_ok(), "{at_limit}");
        let over = format!(
            "{local}@{label}.{label}.{label}.{}.org",
            "c".repeat(254 - 64 - 1 - 183 - 3)
        );
        assert_eq!(check_email(&over), Err(EmailProblem::Invalid));
    }

    #[test]
    fn addresses_in_server_answers_are_redacted() {
        assert_eq!(
            redact_addresses(
                "permanent: 550 5.1.1 <bob.smith@example.org>: Recipient address rejected"
            ),
            "permanent: 550 5.1.1 <[address]>: Recipient address rejected"
        );
        assert_eq!(redact_addresses("timed out"), "timed out");
    }

    #[test]
    fn a_mailbox_is_the_inbox_whatever_the_tag_or_the_provider_dots() {
        for (address, inbox) in [
            ("Victim+1@Example.org", "victim@example.org"),
            ("victim+a+b@example.org", "victim@example.org"),
            ("first.last@example.org", "first.last@example.org"),
            ("First.Last+news@gmail.com", "firstlast@gmail.com"),
            ("f.i.r.s.t.last@googlemail.com", "firstlast@gmail.com"),
            ("\"a+b\"@example.org", "a@example.org"),
            ("\"a b+c\"@example.org", "\"a b+c\"@example.org"),
        ] {
            assert_eq!(mailbox(address), inbox, "{address}");
        }
        assert_eq!(domain("user@EXÄMPLE.org"), "xn--exmple-cua.org");
    }

    #[test]
    fn non_ascii_domains_are_sent_and_shown_in_their_ascii_form() {
        assert_eq!(ascii_domain("user@exämple.org"), "user@xn--exmple-cua.org");
        assert_eq!(ascii_domain("élodie@example.org"), "élodie@example.org");
        // Cyrillic е, х and а: it looks like example.com.
        let lookalike = "user@\u{435}\u{445}\u{430}mple.com";
        let shown = for_operator(lookalike);
        assert!(shown.starts_with(lookalike), "{shown}");
        assert!(
            shown.contains(" (xn--") && shown.ends_with(".com)"),
            "{shown}"
        );
        assert_eq!(for_operator("user@example.com"), "user@example.com");
    }

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
