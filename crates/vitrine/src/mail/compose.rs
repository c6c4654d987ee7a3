//! The text of each mail, from the Fluent messages in `i18n/*/mail.ftl` (an issue's frame in
//! `newsletter-issues.ftl`, its text from its Markdown through `markdown`), rendered with the
//! Askama templates of `templates/mail/`: a plain text part and an HTML part (tables and inline
//! styles, which the common mail clients render alike).
//!
//! What a visitor typed reaches a mail only through `header_text` (names and subjects, which
//! end up in the operator's subject line) and HTML escaping: an encoded word (`=?utf-8?b?…?=`)
//! or a right-to-left override in a name cannot make the subject read otherwise than the body.
//! Subjects carry no bidirectional control characters, which some clients draw as boxes; in
//! the HTML part the isolates of Arabic text become `<span dir>` elements, which every client
//! understands, and every visitor value sits in an element with `dir="auto"`.

use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use lettre::message::Mailbox;

use super::markdown::MailHtml;
use crate::bidi;
use crate::config::Config;
use crate::i18n;
use crate::lang::Lang;
use crate::store::issues::IssueLetter;
use crate::store::outbox::OutgoingMail;
use crate::store::subscribers::LinkTokens;
use crate::store::NewContactMessage;

/// The message `id` in `lang` (mails are written in the reader's or the operator's language).
fn text(lang: Lang, id: &str) -> String {
    i18n::lookup(lang, id)
}

/// The message `id` in `lang` with its variables.
fn text_with(lang: Lang, id: &str, args: &[(&'static str, String)]) -> String {
    let args: Vec<(&'static str, FluentValue<'static>)> = args
        .iter()
        .map(|(k, v)| (*k, FluentValue::from(v.clone())))
        .collect();
    i18n::lookup_args(lang, id, &args)
}

/// What the layout of every HTML mail reads (`templates/mail/layout.html`).
pub(crate) struct MailFrame {
    pub lang: &'static str,
    pub dir: &'static str,
    pub title: String,
    pub preheader: String,
    /// A font stack of faces the reader's system has: mails cannot load the site's.
    pub font: &'static str,
    /// `left` or `right`: where lines start in this language (and end, the other side).
    pub start: &'static str,
    pub end: &'static str,
}

impl MailFrame {
    pub(crate) fn new(lang: Lang, title: &str, preheader: &str) -> MailFrame {
        let rtl = lang.is_rtl();
        MailFrame {
            lang: lang.as_str(),
            dir: lang.dir(),
            title: header_text(title),
            preheader: bidi::without_isolates(preheader),
            font: if rtl {
                "Tahoma, 'Segoe UI', Arial, sans-serif"
            } else {
                "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
            },
            start: if rtl { "right" } else { "left" },
            end: if rtl { "left" } else { "right" },
        }
    }
}

/// One line of the notice: a label and the visitor's value.
pub(crate) struct NoticeRow {
    pub label: String,
    pub label_html: MailHtml,
    pub value: String,
    pub value_html: MailHtml,
    /// `auto` for what the visitor typed (its own direction), else the notice's direction.
    pub dir: &'static str,
}

#[derive(Template)]
#[template(path = "mail/notice.html")]
struct NoticeHtml<'a> {
    frame: MailFrame,
    intro: MailHtml,
    rows: &'a [NoticeRow],
    message_label: MailHtml,
    message: &'a str,
}

#[derive(Template)]
#[template(path = "mail/notice.txt")]
struct NoticeText<'a> {
    intro: String,
    rows: &'a [NoticeRow],
    message_label: String,
    message: &'a str,
}

#[derive(Template)]
#[template(path = "mail/confirmation.html")]
struct ConfirmationHtml<'a> {
    frame: MailFrame,
    intro: MailHtml,
    action: MailHtml,
    button: MailHtml,
    confirm_url: &'a str,
    validity: MailHtml,
    ignore: MailHtml,
    unsubscribe: MailHtml,
    unsubscribe_url: &'a str,
    sender_html: MailHtml,
}

#[derive(Template)]
#[template(path = "mail/confirmation.txt")]
struct ConfirmationText<'a> {
    intro: String,
    action: String,
    confirm_url: &'a str,
    validity: String,
    ignore: String,
    unsubscribe_url: &'a str,
    sender: String,
}

#[derive(Template)]
#[template(path = "mail/issue.html")]
struct IssueHtml<'a> {
    frame: MailFrame,
    label: MailHtml,
    subject: MailHtml,
    /// Built from the issue's Markdown, every value escaped (`mail::markdown`).
    body: &'a str,
    read_online: MailHtml,
    web_url: &'a str,
    why: MailHtml,
    unsubscribe: MailHtml,
    unsubscribe_url: &'a str,
    sender_html: MailHtml,
}

#[derive(Template)]
#[template(path = "mail/issue.txt")]
struct IssuePlain<'a> {
    label: String,
    subject: &'a str,
    underline: String,
    body: &'a str,
    read_online: String,
    web_url: &'a str,
    why: String,
    unsubscribe: String,
    unsubscribe_url: &'a str,
    sender: String,
}

/// Renders a mail template; the templates are compiled in and take no input that can fail,
/// so an error here is a bug, shown in the mail as the template's name rather than lost.
fn render(template: &impl Template, name: &str) -> String {
    template.render().unwrap_or_else(|error| {
        tracing::error!(%error, template = name, "mail template failed");
        name.to_owned()
    })
}

/// A visitor's one-line value as it may appear in a header (the operator's subject, a display
/// name) and beside it in the body: encoded words (RFC 2047) decoded, so a client cannot
/// decode them into other text than the body shows; bidirectional overrides, isolates, marks
/// and control characters removed, so the line cannot be made to read backwards; spaces
/// collapsed.
pub(crate) fn header_text(value: &str) -> String {
    let mut text = value.to_owned();
    // Decoding can reveal another encoded word: a few rounds, then what is left is broken up.
    for _ in 0..3 {
        let decoded = decode_encoded_words(&text);
        if decoded == text {
            break;
        }
        text = decoded;
    }
    let cleaned: String = text
        .replace("=?", "= ?")
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !is_bidi_format(*c))
        .collect();
    cleaned
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Unicode's bidirectional formatting characters: marks, embeddings, overrides, isolates.
fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` with its RFC 2047 encoded words (`=?charset?B|Q?…?=`, UTF-8, US-ASCII or ISO-8859-1)
/// replaced by what they encode; anything else is left as it is.
fn decode_encoded_words(text: &str) -> String {
    use base64::Engine;
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("=?") {
        out.push_str(&rest[..start]);
        let word = &rest[start + 2..];
        let mut parts = word.splitn(3, '?');
        let (Some(charset), Some(encoding), Some(tail)) =
            (parts.next(), parts.next(), parts.next())
        else {
            out.push_str(&rest[start..]);
            return out;
        };
        let Some(end) = tail.find("?=") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let encoded = &tail[..end];
        let bytes = match encoding.to_ascii_lowercase().as_str() {
            "b" => base64::engine::general_purpose::STANDARD
                .decode(encoded)
                .ok(),
            "q" => Some(decode_q(encoded)),
            _ => None,
        };
        let decoded = bytes.and_then(|bytes| match charset.to_ascii_lowercase().as_str() {
            "utf-8" | "utf8" | "us-ascii" => String::from_utf8(bytes).ok(),
            "iso-8859-1" | "latin1" => Some(bytes.iter().map(|&b| char::from(b)).collect()),
            _ => None,
        });
        let consumed = start + 2 + charset.len() + 1 + encoding.len() + 1 + end + 2;
        match decoded {
            Some(decoded) => out.push_str(&decoded),
            None => out.push_str(&rest[start..consumed]),
        }
        rest = &rest[consumed..];
    }
    out.push_str(rest);
    out
}

/// RFC 2047's "Q" encoding: `_` is a space, `=XX` a byte.
fn decode_q(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'_' => out.push(b' '),
            b'=' => {
                if let Some(byte) = text
                    .get(i + 1..i + 3)
                    .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                {
                    out.push(byte);
                    i += 3;
                    continue;
                }
                out.push(b'=');
            }
            b => out.push(b),
        }
        i += 1;
    }
    out
}

/// When the message came, in the operator's language and time zone: "25 novembre 2026 à 14:05
/// (America/Toronto)".
pub(crate) fn received_at(config: &Config, lang: Lang, unix: i64) -> String {
    let zone = config.operator_timezone();
    let Ok(at) = jiff::Timestamp::from_second(unix) else {
        return unix.to_string();
    };
    let local = at.to_zoned(zone.clone());
    text_with(
        lang,
        "mail-notice-received-at",
        &[
            (
                "date",
                i18n::long_date(lang, i32::from(local.year()), local.month(), local.day()),
            ),
            ("time", format!("{:02}:{:02}", local.hour(), local.minute())),
            ("zone", config.mail.operator_timezone.clone()),
        ],
    )
}

/// The operator's notice of one contact message: to `mail.notify`, in the operator's
/// language, `Reply-To` the visitor so that "Reply" answers them. The visitor's address is
/// never a recipient: it is unverified, and mailing it would let anyone mail anyone.
pub(crate) fn operator_notice(config: &Config, fields: &NewContactMessage<'_>) -> OutgoingMail {
    let lang = config.operator_lang();
    let name = header_text(fields.name);
    let organisation = header_text(fields.organisation);
    let subject_field = header_text(fields.subject);
    let subject = if organisation.is_empty() {
        text_with(lang, "mail-notice-subject", &[("name", name.clone())])
    } else {
        text_with(
            lang,
            "mail-notice-subject-organisation",
            &[
                ("name", name.clone()),
                ("organisation", organisation.clone()),
            ],
        )
    };
    let none = text(lang, "mail-notice-none");
    let row = |label: &str, value: String, dir: &'static str| {
        let label = text(lang, label);
        NoticeRow {
            label_html: MailHtml::new(&label),
            label,
            value_html: MailHtml::new(&value),
            value,
            dir,
        }
    };
    // What the visitor typed reads in its own direction; the site's values in the mail's.
    let visitor = |label: &str, value: String| {
        if value.is_empty() {
            row(label, none.clone(), lang.dir())
        } else {
            row(label, value, "auto")
        }
    };
    let site = |label: &str, value: String| row(label, value, lang.dir());
    let page_lang = match Lang::from_code(fields.lang) {
        Some(Lang::Fr) => text(lang, "mail-lang-fr"),
        Some(Lang::En) => text(lang, "mail-lang-en"),
        Some(Lang::Ar) => text(lang, "mail-lang-ar"),
        // The form stores a language of the site; another code is shown as it is.
        None => fields.lang.to_owned(),
    };
    let rows = [
        visitor("mail-notice-name", name.clone()),
        visitor(
            "mail-notice-email",
            crate::email::for_operator(fields.email),
        ),
        visitor("mail-notice-organisation", organisation),
        visitor("mail-notice-subject-field", subject_field),
        site("mail-notice-lang", page_lang),
        site(
            "mail-notice-received",
            received_at(config, lang, fields.received_at),
        ),
    ];
    let intro = text(lang, "mail-notice-intro");
    let message_label = text(lang, "mail-notice-message");
    let html = render(
        &NoticeHtml {
            frame: MailFrame::new(lang, &subject, &intro),
            intro: MailHtml::new(&intro),
            rows: &rows,
            message_label: MailHtml::new(&message_label),
            message: fields.message,
        },
        "mail/notice.html",
    );
    let text = render(
        &NoticeText {
            intro,
            rows: &rows,
            message_label,
            message: fields.message,
        },
        "mail/notice.txt",
    );
    OutgoingMail {
        kind: "operator-notice".to_owned(),
        to: config.notify_address(),
        reply_to: reply_to(&name, fields.email),
        subject: bidi::without_isolates(&subject),
        text,
        html,
        lang: lang.as_str().to_owned(),
        unsubscribe_url: None,
    }
}

/// `Name <address>` for Reply-To, when the mail can carry it as it will be read back: an
/// address lettre reads differently (a quoted local part with a space) is left out, and the
/// notice still goes, with the address in its body.
fn reply_to(name: &str, email: &str) -> Option<String> {
    let address = email.parse().ok()?;
    let mailbox = Mailbox::new(Some(name.to_owned()), address).to_string();
    mailbox.parse::<Mailbox>().ok().map(|_| mailbox)
}

/// The link of a confirmation mail.
pub(crate) fn confirm_url(config: &Config, lang: Lang, token: &str) -> String {
    format!(
        "{}/newsletter/confirm?lang={}&token={token}",
        config.base(),
        lang.as_str()
    )
}

/// The unsubscribe link of every subscriber mail (and its `List-Unsubscribe` header).
pub(crate) fn unsubscribe_url(config: &Config, lang: Lang, token: &str) -> String {
    format!(
        "{}/newsletter/unsubscribe?lang={}&token={token}",
        config.base(),
        lang.as_str()
    )
}

/// The one confirmation mail of a sign-up, in the page's language: who sends it and from
/// where, the link to confirm, what happens otherwise, and how to say "I did not ask".
/// No marketing: a confirmation request may not advertise.
pub(crate) fn newsletter_confirmation(
    config: &Config,
    lang: Lang,
    to: &str,
    tokens: &LinkTokens,
) -> OutgoingMail {
    let confirm_url = confirm_url(config, lang, &tokens.confirm);
    let unsubscribe_url = unsubscribe_url(config, lang, &tokens.unsubscribe);
    let brand = config.organisation.brand.clone();
    let subject = text_with(lang, "mail-confirm-subject", &[("brand", brand.clone())]);
    let intro = text_with(lang, "mail-confirm-intro", &[("brand", brand)]);
    let action = text(lang, "mail-confirm-action");
    let validity = text(lang, "mail-confirm-validity");
    let ignore = text(lang, "mail-confirm-ignore");
    let sender = sender_identification(config, lang);
    let html = render(
        &ConfirmationHtml {
            frame: MailFrame::new(lang, &subject, &intro),
            intro: MailHtml::new(&intro),
            action: MailHtml::new(&action),
            button: MailHtml::new(&text(lang, "mail-confirm-button")),
            confirm_url: &confirm_url,
            validity: MailHtml::new(&validity),
            ignore: MailHtml::new(&ignore),
            unsubscribe: MailHtml::new(&text(lang, "mail-unsubscribe-link")),
            unsubscribe_url: &unsubscribe_url,
            sender_html: MailHtml::new(&sender),
        },
        "mail/confirmation.html",
    );
    let text = render(
        &ConfirmationText {
            intro,
            action,
            confirm_url: &confirm_url,
            validity,
            ignore,
            unsubscribe_url: &unsubscribe_url,
            sender,
        },
        "mail/confirmation.txt",
    );
    OutgoingMail {
        kind: "newsletter-confirmation".to_owned(),
        to: to.to_owned(),
        reply_to: None,
        subject: bidi::without_isolates(&subject),
        text,
        html,
        lang: lang.as_str().to_owned(),
        unsubscribe_url: Some(unsubscribe_url),
    }
}

/// The address of issue `slug` in the archive, in `lang`.
pub(crate) fn issue_url(config: &Config, lang: Lang, slug: &str) -> String {
    format!(
        "{}/newsletter/archive/{slug}?lang={}",
        config.base(),
        lang.as_str()
    )
}

/// An issue of the newsletter as one subscriber receives it: in the language of `letter`'s text
/// (theirs, or French), with their own one-click unsubscribe link, whose page speaks
/// `reader_lang`. `kind` is `newsletter-issue`, or `newsletter-issue-test` for a test.
pub(crate) fn newsletter_issue(
    config: &Config,
    letter: &IssueLetter,
    to: &str,
    reader_lang: Lang,
    unsubscribe_token: &str,
    kind: &str,
) -> OutgoingMail {
    let lang = Lang::stored(&letter.text.lang);
    let subject = header_text(&letter.text.subject);
    let body = super::markdown::render(&letter.text.body, lang, config.base());
    let web_url = issue_url(config, lang, &letter.slug);
    let unsubscribe_url = unsubscribe_url(config, reader_lang, unsubscribe_token);
    let brand = config.organisation.brand.clone();
    let label = text_with(lang, "issue-mail-label", &[("brand", brand.clone())]);
    let read_online = text(lang, "issue-mail-read-online");
    let why = text_with(lang, "issue-mail-why", &[("brand", brand)]);
    let sender = sender_identification(config, lang);
    // What a mail list shows after the subject: the opening of the text.
    let preheader = super::markdown::opening(&body.text, 140);
    let html = render(
        &IssueHtml {
            frame: MailFrame::new(lang, &subject, &preheader),
            label: MailHtml::new(&label),
            subject: MailHtml::new(&subject),
            body: &body.html,
            read_online: MailHtml::new(&read_online),
            web_url: &web_url,
            why: MailHtml::new(&why),
            unsubscribe: MailHtml::new(&text(lang, "mail-unsubscribe-link")),
            unsubscribe_url: &unsubscribe_url,
            sender_html: MailHtml::new(&sender),
        },
        "mail/issue.html",
    );
    let text = render(
        &IssuePlain {
            label,
            subject: &subject,
            underline: "=".repeat(subject.chars().count().clamp(3, 72)),
            body: &body.text,
            read_online,
            web_url: &web_url,
            why,
            unsubscribe: text(lang, "issue-mail-unsubscribe"),
            unsubscribe_url: &unsubscribe_url,
            sender,
        },
        "mail/issue.txt",
    );
    OutgoingMail {
        kind: kind.to_owned(),
        to: to.to_owned(),
        reply_to: None,
        subject,
        text,
        html,
        lang: lang.as_str().to_owned(),
        unsubscribe_url: Some(unsubscribe_url),
    }
}

/// Who sends a subscriber mail: registered name, postal address and contact (anti-spam laws
/// ask each commercial mail to identify its sender). In Arabic each value is isolated whole
/// (`i18n`), so an address reads as one left-to-right unit, not word by word.
pub(crate) fn sender_identification(config: &Config, lang: Lang) -> String {
    text_with(
        lang,
        "mail-sender",
        &[
            ("company", config.legal.company_name.clone()),
            ("address", config.legal.registered_office.join(", ")),
            ("email", config.organisation.email.clone()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields<'a>(name: &'a str, organisation: &'a str) -> NewContactMessage<'a> {
        NewContactMessage {
            name,
            email: "amina@example.org",
            organisation,
            subject: "Guide : automatiser sans tout refaire",
            message: "Bonjour,\nnous voulons automatiser <script>.",
            lang: "ar",
            received_at: 1_800_000_000,
            idempotency_key: None,
        }
    }

    /// The notice of `message` under the test configuration.
    fn notice(message: &NewContactMessage) -> OutgoingMail {
        operator_notice(&Config::for_tests(), message)
    }

    #[test]
    fn the_notice_goes_to_the_operator_and_replies_to_the_visitor() {
        let mail = notice(&fields("Amina <b>Benali</b>", "Université Exemple"));
        assert_eq!(mail.to, "contact@example.com");
        assert!(mail
            .reply_to
            .as_deref()
            .is_some_and(|r| r.contains("<amina@example.org>")));
        assert!(
            mail.subject.contains("Amina <b>Benali</b>"),
            "{}",
            mail.subject
        );
        assert!(
            mail.subject.contains("Université Exemple"),
            "{}",
            mail.subject
        );
        assert!(mail.text.contains("nous voulons automatiser <script>."));
        assert!(mail
            .text
            .contains("Objet\u{a0}: Guide : automatiser sans tout refaire"));
        assert!(!mail.html.contains("<script>"));
        let html = scraper::Html::parse_document(&mail.html);
        assert!(html
            .root_element()
            .text()
            .any(|text| text.contains("automatiser <script>.")));
        assert!(!mail.html.contains("<b>Benali"));
        assert_eq!(mail.lang, "fr");
    }

    #[test]
    fn the_notice_speaks_the_operator_language() {
        let mut config = Config::for_tests();
        config.mail.operator_lang = "en".into();
        config.mail.notify = Some("leads@example.com".into());
        let mail = operator_notice(&config, &fields("Amina Benali", ""));
        assert_eq!(mail.to, "leads@example.com");
        assert_eq!(mail.lang, "en");
        assert_eq!(
            mail.subject,
            i18n::lookup_args(
                Lang::En,
                "mail-notice-subject",
                &[("name", FluentValue::from("Amina Benali"))]
            )
        );
    }

    #[test]
    fn encoded_words_and_overrides_cannot_disguise_a_name() {
        // "URGENT: wire 500k" as an encoded word, then reversed with RIGHT-TO-LEFT OVERRIDE.
        assert_eq!(
            header_text("=?utf-8?b?VVJHRU5UOiB3aXJlIDUwMGs=?="),
            "URGENT: wire 500k"
        );
        assert_eq!(
            header_text("=?iso-8859-1?q?Andr=E9_Exemple?="),
            "André Exemple"
        );
        assert_eq!(
            header_text("Ali\u{202E}kdaer\u{202C} \u{2066}x\u{2069}"),
            "Alikdaer x"
        );
        assert_eq!(header_text("a\tb\u{0}\nc"), "a b c");
        // What is left of an encoded word after decoding is broken up.
        let nested = header_text("=?utf-8?q?=3D=3Futf-8=3Fb=3FSGk=3D=3F=3D?=");
        assert!(!nested.contains("=?"), "{nested}");
        let mail = notice(&fields("=?utf-8?b?VVJHRU5UOiB3aXJlIDUwMGs=?=\u{202E}", ""));
        assert_eq!(mail.subject, "Nouveau message de URGENT: wire 500k");
        assert!(mail.text.contains("URGENT: wire 500k"), "{}", mail.text);
    }

    #[test]
    fn subjects_carry_no_bidirectional_controls_in_any_language() {
        for lang in Lang::ALL {
            let mut config = Config::for_tests();
            config.mail.operator_lang = lang.as_str().into();
            let notice = operator_notice(&config, &fields("Amina Benali", "Université Exemple"));
            let tokens = LinkTokens {
                confirm: "c".into(),
                unsubscribe: "u".into(),
            };
            let confirmation =
                newsletter_confirmation(&config, lang, "lecteur@example.org", &tokens);
            for subject in [&notice.subject, &confirmation.subject] {
                assert!(
                    !subject.chars().any(is_bidi_format),
                    "{lang:?}: {subject:?}"
                );
            }
        }
    }

    /// What a mail client shows of an HTML part: its text, tags gone.
    fn shown_text(html: &str) -> String {
        let document = scraper::Html::parse_document(html);
        let body = scraper::Selector::parse("body").expect("selector");
        document
            .select(&body)
            .flat_map(|body| body.text())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn the_html_parts_show_no_markup_as_text_in_any_language() {
        // An isolated brand became `<span dir="auto">` escaped a second time, so the reader saw
        // the tag itself in the Arabic confirmation.
        for lang in Lang::ALL {
            let mut config = Config::for_tests();
            config.mail.operator_lang = lang.as_str().into();
            let tokens = LinkTokens {
                confirm: "c".into(),
                unsubscribe: "u".into(),
            };
            let confirmation =
                newsletter_confirmation(&config, lang, "lecteur@example.org", &tokens);
            let notice = operator_notice(&config, &fields("Amina Benali", "Université Exemple"));
            for mail in [&confirmation, &notice] {
                let shown = shown_text(&mail.html);
                assert!(
                    !shown.contains("span dir")
                        && !shown.contains("&lt;")
                        && !shown.contains("&amp;"),
                    "{lang:?} {}: {shown}",
                    mail.kind
                );
            }
            let shown = shown_text(&confirmation.html);
            assert!(
                shown.contains(&config.organisation.brand),
                "{lang:?}: {shown}"
            );
        }
    }

    #[test]
    fn every_visitor_value_keeps_its_own_direction_in_the_html() {
        let mut arabic = fields("أمينة بن علي", "وزارة التربية");
        arabic.message = "نرغب في رقمنة 12 خدمة قبل 2027.";
        let mail = notice(&arabic);
        let html = scraper::Html::parse_document(&mail.html);
        let cells = scraper::Selector::parse("td[dir=auto]").expect("selector");
        let values: Vec<String> = html
            .select(&cells)
            .map(|cell| cell.text().collect())
            .collect();
        assert!(values.contains(&"أمينة بن علي".to_owned()), "{values:?}");
        assert!(
            values.contains(&"amina@example.org".to_owned()),
            "{values:?}"
        );
        let message = scraper::Selector::parse("div[dir=auto]").expect("selector");
        assert_eq!(
            html.select(&message)
                .map(|m| m.text().collect::<String>())
                .collect::<Vec<_>>(),
            vec![arabic.message.to_owned()]
        );
    }

    #[test]
    fn the_received_date_is_in_the_operator_language_and_time_zone() {
        let mut config = Config::for_tests();
        config.mail.operator_timezone = "America/Toronto".into();
        // 2027-01-15 03:00 UTC is 22:00 the day before in Toronto.
        let unix = 1_800_000_000 - 1_800_000_000 % 86_400 + 3 * 3600;
        let shown = received_at(&config, Lang::Fr, unix);
        assert!(!shown.contains("UTC"), "{shown}");
        assert!(shown.contains("America/Toronto"), "{shown}");
        let utc = jiff::Timestamp::from_second(unix).expect("time");
        let local = utc.to_zoned(jiff::tz::TimeZone::get("America/Toronto").expect("zone"));
        assert!(
            shown.contains(&format!("{:02}:{:02}", local.hour(), local.minute())),
            "{shown}"
        );
        assert!(shown.contains(&i18n::long_date(
            Lang::Fr,
            i32::from(local.year()),
            local.month(),
            local.day()
        )));
    }

    #[test]
    fn a_look_alike_domain_is_shown_with_its_ascii_form() {
        let mut lookalike = fields("Amina", "");
        lookalike.email = "amina@\u{435}\u{445}\u{430}mple.com";
        let mail = notice(&lookalike);
        assert!(mail.text.contains("(xn--"), "{}", mail.text);
    }

    #[test]
    fn links_carry_the_language_and_the_token() {
        let config = Config::for_tests();
        assert_eq!(
            confirm_url(&config, Lang::Ar, "tok"),
            "http://127.0.0.1:8080/newsletter/confirm?lang=ar&token=tok"
        );
        assert_eq!(
            unsubscribe_url(&config, Lang::En, "tok"),
            "http://127.0.0.1:8080/newsletter/unsubscribe?lang=en&token=tok"
        );
    }
}
