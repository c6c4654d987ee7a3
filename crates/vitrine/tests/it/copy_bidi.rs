//! Arabic text reads in the right order: inside Arabic text, every Latin run, number with
//! punctuation ("09-08", "99.99"), percentage, email address and number with a sign is isolated,
//! by isolation marks in the text or by markup (`<bdi>`, `dir`), on every page, error page and
//! form state, and in the islands' messages. Without isolation the bidirectional algorithm shows
//! "09-08" as "08-09", moves the sign of "60%" to the other side and joins a full stop to an
//! email address.
//!
//! The check here is deliberately simpler than `bidi::isolate_ltr_runs`: it does not find runs,
//! it only refuses any Latin letter, `%`, `@`, sign or punctuated number that sits outside an
//! isolate in Arabic text.

use actix_web::test::TestRequest;
use scraper::Html;
use vitrine::bidi::{FSI, LRI, PDI, RLI};

use crate::copy_pages::{every_page, text_nodes};
use crate::support::*;

fn is_arabic_letter(c: char) -> bool {
    ('\u{0600}'..='\u{06FF}').contains(&c) && c.is_alphabetic()
}

fn is_latin_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || ('\u{00C0}'..='\u{024F}').contains(&c)
}

/// The characters of `text` that would need isolating but sit outside any isolate: a Latin
/// letter, `%`, `@`, a `+` beside a digit, or punctuation between two digits. Returns each with
/// some context, so a failure says where to look.
fn unisolated(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut depth = 0usize;
    let mut found = Vec::new();
    // Index just past the last reported context, so one run is reported once.
    let mut reported_until = 0;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            LRI | RLI | FSI => depth += 1,
            PDI => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            _ => {
                let digit_before = i > 0 && chars[i - 1].is_ascii_digit();
                let digit_after = chars.get(i + 1).is_some_and(char::is_ascii_digit);
                let risky = is_latin_letter(c)
                    || c == '%'
                    || c == '@'
                    || (c == '+' && (digit_before || digit_after))
                    || (matches!(c, '.' | ',' | '-' | '/' | ':' | '–')
                        && digit_before
                        && digit_after);
                if risky && i >= reported_until {
                    let start = i.saturating_sub(12);
                    let end = (i + 24).min(chars.len());
                    found.push(chars[start..end].iter().collect());
                    reported_until = end;
                }
            }
        }
    }
    found
}

/// Every place in an Arabic page where a left-to-right run is not isolated.
fn unisolated_in_page(body: &str) -> Vec<String> {
    let html = Html::parse_document(body);
    let mut problems = Vec::new();
    for node in text_nodes(&html) {
        if node.isolated_by_markup {
            continue;
        }
        if node.text.chars().any(is_arabic_letter) {
            problems.extend(unisolated(node.text));
        } else {
            // A text node of its own (a link, a strong) inside an Arabic sentence.
            let around: String = node.parent.text().collect();
            if around.chars().any(is_arabic_letter) && !unisolated(node.text).is_empty() {
                problems.push(format!("{} (in «{}»)", node.text.trim(), around.trim()));
            }
        }
    }
    let answer_texts = |selector: &str, attr: Option<&str>| -> Vec<String> {
        let sel = scraper::Selector::parse(selector).expect("selector");
        html.select(&sel)
            .map(|e| match attr {
                Some(attr) => e.value().attr(attr).unwrap_or_default().to_owned(),
                None => e.text().collect(),
            })
            .collect()
    };
    let mut heads = answer_texts("title", None);
    heads.extend(answer_texts("meta[name=description]", Some("content")));
    for text in heads {
        if text.chars().any(is_arabic_letter) {
            problems.extend(unisolated(&text));
        }
    }
    // The islands' messages (toasts, labels) are Arabic text too.
    for json in answer_texts("script#vitrine-islands", None) {
        let settings: serde_json::Value = serde_json::from_str(&json).expect("islands JSON");
        if let Some(messages) = settings["messages"].as_object() {
            for (id, message) in messages {
                let message = message.as_str().unwrap_or_default();
                if message.chars().any(is_arabic_letter) {
                    problems.extend(
                        unisolated(message)
                            .into_iter()
                            .map(|p| format!("{id}: {p}")),
                    );
                }
            }
        }
    }
    problems
}

/// Text the algorithm would reorder, `true`, and text it would leave alone, `false`.
#[test]
fn the_check_refuses_what_the_bidirectional_algorithm_would_reorder() {
    for (text, refused) in [
        ("والقانون المغربي 09-08", true),
        ("بنسبة 60%", true),
        ("مثل name@organisation.org.", true),
        ("أنجزنا 50+ مشروعًا", true),
        ("الخطان IBM Plex Sans", true),
        ("والقانون المغربي \u{2066}09-08\u{2069}", false),
        ("منذ عام 2015، من 3 إلى 12 شهرًا", false),
    ] {
        let found = unisolated(text);
        assert_eq!(!found.is_empty(), refused, "{text}: {found:?}");
    }
}

#[actix_web::test]
async fn every_arabic_page_isolates_its_latin_runs_numbers_percentages_and_emails() {
    let mut problems = Vec::new();
    for (path, answer) in every_page(Lang::Ar).await {
        problems.extend(
            unisolated_in_page(&answer.body)
                .into_iter()
                .map(|p| format!("{path}: {p}")),
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[actix_web::test]
async fn arabic_error_pages_notices_and_form_errors_isolate_their_runs_too() {
    let app = TestApp::new().await;
    let long_email = format!("{}@example.org", "a".repeat(250));
    let mut requests = vec![
        TestRequest::get().uri("/missing?lang=ar"),
        TestRequest::get().uri("/contact?lang=ar&sent=1"),
        post_form(
            "/contact?lang=ar",
            "lang=ar&name=&email=not-an-address&message=short",
        ),
        post_form(
            "/contact?lang=ar",
            &format!(
                "lang=ar&name=A&email={}&organisation={}&message={}",
                enc(&long_email),
                "o".repeat(151),
                "m".repeat(5001)
            ),
        ),
        post_form("/contact?lang=ar", "lang=ar").insert_header(("origin", "https://evil.example")),
    ];
    for notice in ["subscribed", "empty", "invalid"] {
        requests.push(TestRequest::get().uri(&format!("/?lang=ar&newsletter={notice}")));
    }
    let mut problems = Vec::new();
    for request in requests {
        let answer = app.call(request).await;
        assert_eq!(
            answer.attr("html", "lang").as_deref(),
            Some("ar"),
            "{}",
            answer.status
        );
        problems.extend(
            unisolated_in_page(&answer.body)
                .into_iter()
                .map(|p| format!("{}: {p}", answer.status)),
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[actix_web::test]
async fn an_email_in_an_arabic_error_message_is_isolated_apart_from_the_full_stop() {
    let answer = send(post_form(
        "/contact?lang=ar",
        "lang=ar&name=A&email=not-an-address&message=assez%20long%20message",
    ))
    .await;
    let errors = answer.texts("#contact-email-error, .field-error").join(" ");
    assert!(
        errors.contains("\u{2066}name@organisation.org\u{2069}"),
        "{errors}"
    );
}

/// `text` as a right-to-left reader sees it on one line, laid out left to right (what the
/// screen shows from its left edge), without the isolation marks.
fn visual_rtl_line(text: &str) -> String {
    let info = unicode_bidi::BidiInfo::new(text, Some(unicode_bidi::Level::rtl()));
    let visual: String = info
        .paragraphs
        .iter()
        .map(|paragraph| {
            info.reorder_line(paragraph, paragraph.range.clone())
                .into_owned()
        })
        .collect();
    vitrine::bidi::without_isolates(&visual)
}

#[actix_web::test]
async fn the_arabic_consent_line_shows_each_sender_value_whole_and_in_order() {
    let config = vitrine::config::Config::for_tests();
    let company = config.legal.company_name.clone();
    let address = config.legal.registered_office.join(", ");
    let email = config.organisation.email.clone();
    for (path, answer) in every_page(Lang::Ar).await {
        let consent = answer.texts("#newsletter-consent").join(" ");
        let seen = visual_rtl_line(&consent);
        // Each value reads left to right inside the line, whole: "1000, rue Exemple, …", not
        // "rue Exemple ,1000 ،".
        let at = |value: &str| {
            seen.find(value)
                .unwrap_or_else(|| panic!("{path}: «{value}» is not shown whole in «{seen}»"))
        };
        let (company_at, address_at, email_at) = (at(&company), at(&address), at(&email));
        // A right-to-left reader meets them from the right: the company, its address, then
        // the contact email, as the sentence says.
        assert!(
            company_at > address_at && address_at > email_at,
            "{path}: the values are out of order in «{seen}»"
        );
        // Between the values, only the Arabic sentence and its punctuation: no word of a value
        // was left outside its isolate.
        let logical = vitrine::bidi::without_isolates(&consent);
        let rest = logical
            .replace(&company, "")
            .replace(&address, "")
            .replace(&email, "");
        assert!(
            !rest.chars().any(is_latin_letter),
            "{path}: Latin text outside the values in «{rest}»"
        );
    }
}
