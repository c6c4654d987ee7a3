//! The text of each mail, from the Fluent messages in `i18n/*/mail.ftl`: a plain text part
//! and a simple HTML part with every value escaped.

use fluent_templates::fluent_bundle::FluentValue;
use lettre::message::Mailbox;

use super::OutgoingMail;
use crate::config::Config;
use crate::i18n;
use crate::lang::Lang;
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

/// The operator's notice of one contact message: to `mail.notify`, in the operator's
/// language, `Reply-To` the visitor so that "Reply" answers them. The visitor's address is
/// never a recipient: it is unverified, and mailing it would let anyone mail anyone.
pub fn operator_notice(config: &Config, fields: &NewContactMessage<'_>) -> OutgoingMail {
    let lang = config.operator_lang();
    let subject = if fields.organisation.is_empty() {
        text_with(
            lang,
            "mail-notice-subject",
            &[("name", fields.name.to_owned())],
        )
    } else {
        text_with(
            lang,
            "mail-notice-subject-organisation",
            &[
                ("name", fields.name.to_owned()),
                ("organisation", fields.organisation.to_owned()),
            ],
        )
    };
    let received = time::OffsetDateTime::from_unix_timestamp(fields.received_at)
        .ok()
        .and_then(|t| {
            t.format(&time::format_description::well_known::Rfc3339)
                .ok()
        })
        .unwrap_or_default();
    let none = text(lang, "mail-notice-none");
    let organisation = if fields.organisation.is_empty() {
        none.clone()
    } else {
        fields.organisation.to_owned()
    };
    let rows = [
        (text(lang, "mail-notice-name"), fields.name.to_owned()),
        (text(lang, "mail-notice-email"), fields.email.to_owned()),
        (text(lang, "mail-notice-organisation"), organisation),
        (
            text(lang, "mail-notice-subject-field"),
            if fields.subject.is_empty() {
                none.clone()
            } else {
                fields.subject.to_owned()
            },
        ),
        (
            text(lang, "mail-notice-lang"),
            // The form stores a language of the site; another code is shown as it is.
            match Lang::from_code(fields.lang) {
                Some(Lang::Fr) => text(lang, "mail-lang-fr"),
                Some(Lang::En) => text(lang, "mail-lang-en"),
                Some(Lang::Ar) => text(lang, "mail-lang-ar"),
                None => fields.lang.to_owned(),
            },
        ),
        (
            text(lang, "mail-notice-received"),
            format!("{received} UTC"),
        ),
    ];
    let intro = text(lang, "mail-notice-intro");
    let message_label = text(lang, "mail-notice-message");
    let mut text = format!("{intro}\n\n");
    for (label, value) in &rows {
        text.push_str(&format!("{label} {value}\n"));
    }
    text.push_str(&format!("\n{message_label}\n\n{}\n", fields.message));
    let mut html = html_open(lang);
    html.push_str(&format!("<p>{}</p>\n<table>\n", escape(&intro)));
    for (label, value) in &rows {
        html.push_str(&format!(
            "<tr><th align=\"start\">{}</th><td>{}</td></tr>\n",
            escape(label),
            escape(value)
        ));
    }
    html.push_str(&format!(
        "</table>\n<h2>{}</h2>\n<p style=\"white-space: pre-wrap\">{}</p>\n",
        escape(&message_label),
        escape(fields.message)
    ));
    html.push_str("</body>\n</html>\n");
    // A name lettre cannot quote, or an address it reads differently: still notify, the
    // address is in the body.
    let reply_to = fields
        .email
        .parse()
        .ok()
        .map(|address| Mailbox::new(Some(fields.name.to_owned()), address).to_string());
    OutgoingMail {
        kind: "operator-notice".to_owned(),
        to: config.notify_address(),
        reply_to,
        subject,
        text,
        html,
        lang: lang.as_str().to_owned(),
        unsubscribe_url: None,
    }
}

/// The one confirmation mail of a sign-up, in the page's language: who sends it and from
/// where, the link to confirm, what happens otherwise, and how to say "I did not ask".
/// No marketing: a confirmation request may not advertise.
pub fn newsletter_confirmation(
    config: &Config,
    lang: Lang,
    to: &str,
    confirm_url: &str,
    unsubscribe_url: &str,
) -> OutgoingMail {
    let brand = config.organisation.brand.clone();
    let subject = text_with(lang, "mail-confirm-subject", &[("brand", brand.clone())]);
    let intro = text_with(lang, "mail-confirm-intro", &[("brand", brand.clone())]);
    let action = text(lang, "mail-confirm-action");
    let button = text(lang, "mail-confirm-button");
    let validity = text(lang, "mail-confirm-validity");
    let ignore = text(lang, "mail-confirm-ignore");
    let unsubscribe = text(lang, "mail-unsubscribe-link");
    let sender = sender_identification(config, lang);
    let text = format!(
        "{intro}\n\n{action}\n{confirm_url}\n\n{validity}\n\n{ignore}\n{unsubscribe_url}\n\n-- \n{sender}\n"
    );
    let mut html = html_open(lang);
    html.push_str(&format!(
        "<p>{}</p>\n<p>{}</p>\n<p><a href=\"{}\">{}</a></p>\n<p>{}</p>\n<p>{}</p>\n<p><a href=\"{}\">{}</a></p>\n<hr>\n<p>{}</p>\n</body>\n</html>\n",
        escape(&intro),
        escape(&action),
        escape(confirm_url),
        escape(&button),
        escape(&validity),
        escape(&ignore),
        escape(unsubscribe_url),
        escape(&unsubscribe),
        escape(&sender).replace('\n', "<br>\n"),
    ));
    OutgoingMail {
        kind: "newsletter-confirmation".to_owned(),
        to: to.to_owned(),
        reply_to: None,
        subject,
        text,
        html,
        lang: lang.as_str().to_owned(),
        unsubscribe_url: Some(unsubscribe_url.to_owned()),
    }
}

/// Who sends a subscriber mail: registered name, postal address and contact (anti-spam laws
/// ask each commercial mail to identify its sender).
pub fn sender_identification(config: &Config, lang: Lang) -> String {
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

fn html_open(lang: Lang) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\" dir=\"{}\">\n<head><meta charset=\"utf-8\"></head>\n<body>\n",
        lang.as_str(),
        lang.dir()
    )
}

/// Text made safe for HTML and XML content and attribute values (the mails and the Atom feed):
/// `&#39;` rather than `&apos;`, which HTML 4 mail clients do not know.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields<'a>(organisation: &'a str) -> NewContactMessage<'a> {
        NewContactMessage {
            name: "Amina <b>Benali</b>",
            email: "amina@example.org",
            organisation,
            subject: "Guide : automatiser sans tout refaire",
            message: "Bonjour,\nnous voulons automatiser <script>.",
            lang: "ar",
            received_at: 1_800_000_000,
            idempotency_key: None,
        }
    }

    #[test]
    fn the_notice_goes_to_the_operator_and_replies_to_the_visitor() {
        let config = Config::for_tests();
        let mail = operator_notice(&config, &fields("Université Exemple"));
        assert_eq!(mail.to, "contact@example.com");
        assert_ne!(mail.to, "amina@example.org");
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
        assert!(mail.html.contains("&lt;script&gt;"));
        assert!(!mail.html.contains("<script>"));
        assert!(!mail.html.contains("<b>Benali"));
        assert_eq!(mail.lang, "fr");
    }

    #[test]
    fn the_notice_speaks_the_operator_language() {
        let mut config = Config::for_tests();
        config.mail.operator_lang = "en".into();
        config.mail.notify = Some("leads@example.com".into());
        let mail = operator_notice(&config, &fields(""));
        assert_eq!(mail.to, "leads@example.com");
        assert_eq!(mail.lang, "en");
        assert_eq!(
            mail.subject,
            i18n::lookup_args(
                Lang::En,
                "mail-notice-subject",
                &[("name", FluentValue::from("Amina <b>Benali</b>"))]
            )
        );
    }

    #[test]
    fn escape_covers_markup_and_quotes() {
        assert_eq!(
            escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }
}
