//! The content library: /resources, /faq, /legal, /privacy, /terms, /accessibility and the
//! information side of /contact. Every section is present in every language (its h2 is the
//! Fluent message, so a section that disappears or a message that goes missing fails here),
//! and the values that come from config/site.toml are the ones shown.

use scraper::{ElementRef, Html, Selector};
use vitrine::config::Config;
use vitrine::i18n::lookup;

use crate::support::*;

/// Each page and the ids of its h2 headings, in page order.
const PAGES: [(&str, &[&str]); 7] = [
    (
        "/resources",
        &[
            "resources-list-title",
            "resources-access-title",
            "resources-cta-title",
        ],
    ),
    (
        "/faq",
        &[
            "faq-general-title",
            "faq-services-title",
            "faq-technical-title",
            "faq-support-title",
            "faq-cta-title",
        ],
    ),
    (
        "/legal",
        &[
            "legal-publisher-title",
            "legal-contact-title",
            "legal-hosting-title",
            "legal-ip-title",
            "legal-data-title",
        ],
    ),
    (
        "/privacy",
        &[
            "privacy-summary-title",
            "privacy-controller-title",
            "privacy-data-title",
            "privacy-cookies-title",
            "privacy-purposes-title",
            "privacy-retention-title",
            "privacy-recipients-title",
            "privacy-security-title",
            "privacy-rights-title",
            "privacy-exercise-title",
            "privacy-changes-title",
        ],
    ),
    (
        "/terms",
        &[
            "terms-scope-title",
            "terms-access-title",
            "terms-use-title",
            "terms-content-title",
            "terms-forms-title",
            "terms-links-title",
            "terms-liability-title",
            "terms-changes-title",
            "terms-law-title",
        ],
    ),
    (
        "/accessibility",
        &[
            "accessibility-standard-title",
            "accessibility-testing-title",
            "accessibility-features-title",
            "accessibility-limits-title",
            "accessibility-report-title",
        ],
    ),
    (
        "/contact",
        &[
            "contact-form-title",
            "contact-info-title",
            "contact-offices-title",
            "contact-faq-title",
        ],
    ),
];

const FAQ_SECTIONS: [&str; 4] = ["general", "services", "technical", "support"];

/// The page `path` in `lang`, and the words that name it in a failure.
async fn page_and_name(path: &str, lang: Lang) -> (Answer, String) {
    (page(path, lang).await, format!("{path} in {lang:?}"))
}

/// The elements matching `selector` inside `root`, at least `count` of them.
fn at_least<'a>(
    root: ElementRef<'a>,
    selector: &str,
    count: usize,
    what: &str,
) -> Vec<ElementRef<'a>> {
    let found: Vec<ElementRef<'a>> = root.select(&sel(selector)).collect();
    assert!(
        found.len() >= count,
        "{what}: {} {selector}, fewer than {count}",
        found.len()
    );
    found
}

/// Text of the first element matching `selector` inside `element`, or "".
fn text_in(element: ElementRef<'_>, selector: &str) -> String {
    element
        .select(&sel(selector))
        .next()
        .map(text_of)
        .unwrap_or_default()
}

fn sel(selector: &str) -> Selector {
    Selector::parse(selector).expect("valid selector")
}

/// Text of an element, whitespace collapsed (as `Answer::texts` does).
fn text_of(element: ElementRef<'_>) -> String {
    element
        .text()
        .collect::<Vec<_>>()
        .join(" ")
        .split_ascii_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A message as the page shows it; a missing message would come back as its own id.
fn message(lang: Lang, id: &str) -> String {
    let text = lookup(lang, id);
    assert_ne!(text, id, "{id} is missing in {}", lang.as_str());
    text.split_ascii_whitespace().collect::<Vec<_>>().join(" ")
}

#[actix_web::test]
async fn every_content_page_shows_all_its_sections_in_every_language() {
    for (path, ids) in PAGES {
        for lang in Lang::ALL {
            let answer = page(path, lang).await;
            let expected: Vec<String> = ids.iter().map(|id| message(lang, id)).collect();
            assert_page_shows(
                &answer,
                "main h2",
                &expected,
                &format!("h2 sections of {path} in {}", lang.as_str()),
            );
            let key = path.trim_start_matches('/');
            assert_page_shows(
                &answer,
                "main .page-hero h1",
                [message(lang, &format!("{key}-hero-title"))],
                &format!("hero of {path} in {}", lang.as_str()),
            );
        }
    }
}

#[actix_web::test]
async fn content_pages_have_their_own_title_and_a_description_of_140_to_160_characters() {
    for ((path, _), lang, answer) in in_every_language(&PAGES, |(path, _)| path.to_owned()).await {
        let key = path.trim_start_matches('/');
        assert_title_and_description(&answer, lang, key, &format!("{path} {lang:?}"));
    }
}

#[actix_web::test]
async fn faq_has_four_sections_of_at_least_four_disclosures_that_work_without_javascript() {
    for lang in Lang::ALL {
        let html = Html::parse_document(&page("/faq", lang).await.body);
        let sections: Vec<ElementRef<'_>> = html.select(&sel("main section.faq-section")).collect();
        assert_eq!(sections.len(), 4, "FAQ sections in {}", lang.as_str());
        for (section, key) in sections.into_iter().zip(FAQ_SECTIONS) {
            let heading = section.select(&sel("h2")).next().map(text_of);
            assert_eq!(
                heading,
                Some(message(lang, &format!("faq-{key}-title"))),
                "{key} in {}",
                lang.as_str()
            );
            let what = format!("{key} in {lang:?}");
            let items = at_least(section, "details.faq-item", 4, &what);
            for item in items {
                // A native <details>: the question is its <summary>, the answer follows it.
                let question = text_in(item, "summary");
                let answer = text_in(item, "div.faq-answer");
                assert!(
                    question.len() > 10 && answer.len() > 40,
                    "{key} in {}: {question:?} / {answer:?}",
                    lang.as_str()
                );
                assert!(
                    !question.starts_with("faq-") && !answer.starts_with("faq-"),
                    "untranslated: {question}"
                );
            }
        }
    }
}

#[actix_web::test]
async fn resources_list_at_least_eight_dated_items_that_link_to_their_page_or_the_contact_form() {
    for lang in Lang::ALL {
        let html = Html::parse_document(&page("/resources", lang).await.body);
        let what = format!("/resources in {lang:?}");
        let items = at_least(html.root_element(), "main li.resource-item", 8, &what);
        let mut kinds = std::collections::BTreeSet::new();
        for item in items {
            let tag = text_in(item, ".tag");
            kinds.insert(tag.clone());
            let title = text_in(item, "h3");
            assert!(title.len() > 10, "resource title {title:?}");
            let time = item
                .select(&sel("time[datetime]"))
                .next()
                .expect("each resource has a <time datetime>");
            let datetime = time.value().attr("datetime").unwrap_or_default();
            let is_date = datetime.len() == 10
                && datetime.starts_with("2026-")
                && datetime.chars().enumerate().all(|(i, c)| {
                    if i == 4 || i == 7 {
                        c == '-'
                    } else {
                        c.is_ascii_digit()
                    }
                });
            assert!(is_date, "{title}: datetime {datetime:?}");
            assert!(
                !text_of(time).is_empty() && !text_of(time).starts_with("resources-"),
                "{title}: localised date"
            );
            if item.value().classes().any(|c| c == "resource-document") {
                let format = text_in(item, ".resource-format");
                assert!(!format.is_empty(), "{title}: its format");
            }
            // An article leads to its page; a document to its file, or to the contact form with
            // its subject filled in.
            for link in item.select(&sel("a[href]")) {
                let href = link.value().attr("href").unwrap_or_default();
                let lang_code = lang.as_str();
                assert!(
                    href.starts_with(&format!("/contact?lang={lang_code}&subject="))
                        || href.starts_with("/resources/files/")
                        || (href.starts_with("/resources/")
                            && href.ends_with(&format!("?lang={lang_code}"))),
                    "{title}: {href}"
                );
            }
        }
        let expected: std::collections::BTreeSet<String> = ["guide", "article", "document"]
            .iter()
            .map(|k| message(lang, &format!("resources-type-{k}")))
            .collect();
        assert_eq!(
            kinds,
            expected,
            "guides, articles and downloads in {}",
            lang.as_str()
        );
    }
}

#[actix_web::test]
async fn contact_page_shows_the_configured_email_and_three_offices_each_with_its_phone() {
    let config = Config::for_tests();
    let org = &config.organisation;
    assert_eq!(
        config.offices.len(),
        3,
        "the example configuration has three offices"
    );
    for lang in Lang::ALL {
        let (answer, what) = page_and_name("/contact", lang).await;
        let info = "main .contact-info";
        assert_page_shows(
            &answer,
            &format!("{info} a[href^='mailto:'][dir=ltr]"),
            [&org.email],
            &what,
        );
        // Each office answers its own phone, during its own hours: no number for all three.
        let html = answer.html();
        let offices: Vec<_> = html.select(&sel("main .office")).collect();
        assert_eq!(offices.len(), config.offices.len(), "{what}");
        for (card, office) in offices.iter().zip(&config.offices) {
            let city = text_in(*card, ".office-city");
            assert_eq!(city, office.city_in(&lang), "{what}");
            let phones: Vec<(String, String)> = card
                .select(&sel("a[href^='tel:'][dir=ltr]"))
                .map(|a| {
                    (
                        a.value().attr("href").unwrap_or_default().to_owned(),
                        text_of(a),
                    )
                })
                .collect();
            assert_eq!(
                phones,
                vec![(office.phone_href(), office.phone.clone())],
                "{what}: {city}"
            );
        }
        let distinct: std::collections::BTreeSet<&str> =
            config.offices.iter().map(|o| o.phone.as_str()).collect();
        assert_eq!(distinct.len(), config.offices.len(), "one phone per office");
        assert!(
            html.select(&sel("main .contact-info a[href^='tel:']"))
                .next()
                .is_none(),
            "{what}: no phone outside the offices"
        );
        let cities = config.offices.iter().map(|o| o.city_in(&lang));
        assert_page_shows(
            &answer,
            "main .office address .office-city bdi",
            cities,
            &what,
        );
        let regions =
            ["canada", "europe", "africa"].map(|r| message(lang, &format!("office-region-{r}")));
        assert_page_shows(&answer, "main .office .office-region", regions, &what);
        for line in config.offices.iter().flat_map(|office| &office.address) {
            assert_page_has(&answer, "main .office address bdi", line, &what);
        }
        assert_eq!(
            answer.texts("main details.faq-item").len(),
            3,
            "{what}: short FAQ"
        );
    }
}

#[actix_web::test]
async fn privacy_policy_names_the_person_responsible_and_the_two_cookies() {
    let org = &Config::for_tests().organisation;
    for lang in Lang::ALL {
        let (answer, what) = page_and_name("/privacy", lang).await;
        assert_page_shows(
            &answer,
            "main .privacy-officer bdi",
            [&org.privacy_officer],
            &what,
        );
        let privacy_links = answer.attrs("main a[dir=ltr]", "href");
        let mailto = format!("mailto:{}", org.privacy_email);
        assert!(
            privacy_links.iter().filter(|h| **h == mailto).count() >= 2,
            "{what}: privacy email"
        );
        let cookies = "main table.cookie-table tbody";
        assert_page_shows(
            &answer,
            &format!("{cookies} th code"),
            ["lang", "theme"],
            &what,
        );
        let duration = message(lang, "privacy-cookies-duration");
        assert_page_shows(
            &answer,
            &format!("{cookies} td:last-child"),
            [&duration, &duration],
            &what,
        );
        let rights = [
            "access",
            "rectification",
            "erasure",
            "objection",
            "portability",
            "withdrawal",
            "complaint",
        ]
        .map(|r| message(lang, &format!("privacy-rights-{r}-label")));
        assert_page_shows(
            &answer,
            "main #privacy-rights .legal-items strong",
            rights,
            &what,
        );
    }
}

#[actix_web::test]
async fn legal_notice_and_accessibility_statement_give_the_configured_contacts() {
    let config = Config::for_tests();
    let org = &config.organisation;
    for lang in Lang::ALL {
        let (legal, what) = page_and_name("/legal", lang).await;
        assert_page_has(&legal, "main .legal-facts dd bdi", &org.brand, &what);
        assert_page_has(&legal, "main a[dir=ltr]", &org.email, &what);
        for office in &config.offices {
            assert_page_has(
                &legal,
                "main .legal-office a[dir=ltr]",
                &office.phone,
                &what,
            );
        }
        let (statement, what) = page_and_name("/accessibility", lang).await;
        assert_page_shows(
            &statement,
            "main a.accessibility-email[dir=ltr]",
            [&org.email],
            &what,
        );
        assert!(
            message(lang, "accessibility-standard-title").contains("WCAG 2.2"),
            "{what}"
        );
    }
}
