//! The case studies and articles as pages, in every language: their sections and figures, their
//! structured data and Open Graph tags, the listings that lead to them (newest first, filtered
//! on the server), the Atom feed, the sitemap, and the "request this resource" link that fills
//! in the contact form's subject.

use vitrine::bidi::without_isolates;
use vitrine::content::Library;
use vitrine::facts;

use crate::support::*;

/// The page's one JSON-LD `Article` in `lang`, published on `date`, by the firm, and its Open
/// Graph type `article`; the block is returned for what else the page states in it.
fn article_data(answer: &Answer, lang: Lang, date: String, what: &str) -> serde_json::Value {
    let mut data = json_ld(answer);
    assert_eq!(data.len(), 1, "{what}");
    let article = data.remove(0);
    assert_eq!(article["@type"], "Article", "{what}");
    assert_eq!(article["inLanguage"], lang.as_str(), "{what}");
    assert_eq!(article["datePublished"], date, "{what}");
    assert_eq!(article["publisher"]["name"], "Vitrine Conseil", "{what}");
    let og_type = answer.attr(r#"meta[property="og:type"]"#, "content");
    assert_eq!(og_type.as_deref(), Some("article"), "{what}");
    article
}

/// A case study or article page in `lang`, whose one h1 is its `title`; and the words that
/// name it in a failure.
async fn story_page(path: &str, lang: Lang, title: &str) -> (Answer, String) {
    let answer = page(path, lang).await;
    let what = format!("{path} in {lang:?}");
    assert_eq!(
        plain_all(answer.texts("main h1")),
        vec![plain(title)],
        "{what}"
    );
    (answer, what)
}

// ---- case studies ----

async fn case_pages_tell_their_story(lang: Lang) {
    let library = Library::get();
    assert_eq!(library.cases.len(), 3);
    for case in &library.cases {
        let doc = case.doc(lang);
        let path = format!("/cases/{}", case.slug);
        let (answer, what) = story_page(&path, lang, &doc.meta.title).await;
        // Context, problem, approach, results: the four sections of the body.
        let sections = answer.texts("main .case-body h2");
        assert_eq!(sections.len(), 4, "{what}: {sections:?}");
        // Every figure of the front matter, value and label.
        let values = plain_all(answer.texts("main .case-figures .stat-value"));
        let labels = plain_all(answer.texts("main .case-figures .stat-label"));
        assert_eq!(
            values,
            doc.meta
                .figures
                .iter()
                .map(|f| plain(&f.value))
                .collect::<Vec<_>>(),
            "{what}"
        );
        assert_eq!(labels.len(), values.len(), "{what}");
        // The duration, the stack, the quote and its role.
        let duration = plain(&msg_months(lang, doc.meta.duration_months));
        assert!(
            plain_all(answer.texts("main .case-tags .meta")).contains(&duration),
            "{what}: {duration}"
        );
        assert_page_shows(&answer, "main .case-stack li", &doc.meta.stack, &what);
        assert_eq!(
            plain_all(answer.texts("main .case-quote blockquote")),
            vec![plain(&doc.meta.quote.text)],
            "{what}"
        );
        assert_eq!(
            plain_all(answer.texts("main .case-quote figcaption")),
            vec![plain(&doc.meta.quote.role)],
            "{what}"
        );
        // Its own structured data and Open Graph article tags.
        let data = article_data(&answer, lang, doc.meta.date.iso(), &what);
        assert_eq!(data["headline"], doc.meta.title.as_str(), "{what}");
        assert_eq!(
            data["review"]["author"]["name"],
            doc.meta.quote.role.as_str(),
            "{what}"
        );
        assert_author(&answer, &data, lang, &doc.meta.author, &what);
        assert_eq!(
            answer.attr(r#"link[rel="canonical"]"#, "href"),
            Some(format!("{}{path}?lang={}", base(), lang.as_str())),
            "{what}"
        );
    }
}

fn msg_months(lang: Lang, months: u32) -> String {
    vitrine::i18n::lookup_args(
        lang,
        "cases-duration",
        &[(
            "months",
            fluent_templates::fluent_bundle::FluentValue::from(months as usize),
        )],
    )
}

#[actix_web::test]
async fn case_pages_tell_context_problem_approach_and_results_in_every_language() {
    for lang in Lang::ALL {
        case_pages_tell_their_story(lang).await;
    }
}

/// A percentage as the front matter writes it: "45 %", "45%" or "99,99 %".
fn percent_of(value: &str) -> Option<&str> {
    let value = value.trim();
    value
        .strip_suffix('%')
        .map(|v| v.trim_end_matches([' ', '\u{202F}', '\u{00A0}']))
}

#[test]
fn case_figures_agree_with_the_facts_in_every_language() {
    let library = Library::get();
    let (shortest, longest) = facts::PROJECT_MONTHS;
    // Every result facts.rs holds belongs to a case study of the library.
    for (slug, _, _) in facts::CASE_RESULTS {
        assert!(
            library.case(slug).is_some(),
            "facts::CASE_RESULTS names {slug}"
        );
    }
    for case in &library.cases {
        let months = case.doc(Lang::Fr).meta.duration_months;
        assert!((shortest..=longest).contains(&months), "{}", case.slug);
        // The case's reductions, as facts.rs holds them, in the order the case states them.
        let results: Vec<u32> = facts::CASE_RESULTS
            .iter()
            .filter(|(slug, _, _)| *slug == case.slug)
            .map(|(_, percent, _)| *percent)
            .collect();
        for lang in Lang::ALL {
            let doc = case.doc(lang);
            assert_eq!(doc.meta.duration_months, months, "{} {lang:?}", case.slug);
            let mut shown_duration = false;
            let mut stated = Vec::new();
            for figure in &doc.meta.figures {
                let what = format!("{} {lang:?}: {}", case.slug, figure.value);
                if let Some(number) = percent_of(&figure.value) {
                    if number.contains([',', '.']) {
                        assert_eq!(figure.value, facts::availability(lang), "{what}");
                    } else {
                        let n: u32 = number.parse().expect("a whole percentage");
                        stated.push(n);
                        assert_eq!(
                            figure.value.replace(' ', "\u{202F}"),
                            facts::percent(lang, n),
                            "{what}: written as the language writes it"
                        );
                    }
                } else if figure.value.starts_with(&months.to_string()) {
                    shown_duration = true;
                }
            }
            assert_eq!(
                stated, results,
                "{} {lang:?}: the reductions facts::CASE_RESULTS holds",
                case.slug
            );
            assert!(
                shown_duration,
                "{} {lang:?}: the duration figure says {months} months",
                case.slug
            );
        }
    }
}

// ---- articles ----

async fn article_pages_have_date_reading_time_contents_and_data(lang: Lang) {
    let library = Library::get();
    assert!(library.articles.len() >= 3);
    for article in &library.articles {
        let doc = article.doc(lang);
        let path = format!("/resources/{}", article.slug);
        let (answer, what) = story_page(&path, lang, &doc.meta.title).await;
        assert_eq!(
            answer.attr("main .article-meta time", "datetime"),
            Some(doc.meta.date.iso()),
            "{what}"
        );
        let minutes = doc.reading_minutes();
        assert!(
            answer
                .texts("main .article-meta")
                .join(" ")
                .contains(&minutes.to_string()),
            "{what}: {minutes} minutes"
        );
        // The table of contents lists the body's h2 and leads to them.
        let toc = answer.attrs("main nav.toc a", "href");
        let ids: Vec<String> = answer
            .attrs("main .article-body h2", "id")
            .iter()
            .map(|id| format!("#{id}"))
            .collect();
        assert!(ids.len() >= 3, "{what}");
        assert_eq!(toc, ids, "{what}");
        // JSON-LD Article and Open Graph article.
        let data = article_data(&answer, lang, doc.meta.date.iso(), &what);
        assert_author(&answer, &data, lang, &doc.meta.author, &what);
        assert_eq!(data["publisher"]["@type"], "Organization", "{what}");
        assert_eq!(
            answer.attr(r#"meta[property="article:published_time"]"#, "content"),
            Some(doc.meta.date.iso()),
            "{what}"
        );
        assert_eq!(
            answer.attr(r#"link[type="application/atom+xml"]"#, "href"),
            Some(format!("/resources/feed.xml?lang={}", lang.as_str())),
            "{what}"
        );
        // The reader has the article: nothing offers to send it, whatever the link's wording.
        for href in answer.attrs("a[href^='/contact']", "href") {
            assert_ne!(
                subject_of(&href).as_deref(),
                Some(doc.meta.title.as_str()),
                "{what}: {href} asks for the article being read"
            );
        }
        assert!(
            answer
                .texts("main")
                .concat()
                .find(&plain(&msg(lang, "resources-request")))
                .is_none(),
            "{what}: a request link"
        );
        // A question about it goes to the contact form.
        assert_eq!(
            answer.attr("main .article-question a", "href"),
            Some(format!("/contact?lang={}#contact-form", lang.as_str())),
            "{what}"
        );
    }
}

/// The `subject` a contact link fills in, if any.
fn subject_of(href: &str) -> Option<String> {
    let query = href
        .split_once('?')?
        .1
        .split('#')
        .next()
        .unwrap_or_default();
    url::form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == "subject")
        .map(|(_, v)| v.into_owned())
}

/// A story names its author: a byline with their name linking to their page, and the JSON-LD
/// `author` as a `Person` with that name and page.
fn assert_author(answer: &Answer, data: &serde_json::Value, lang: Lang, slug: &str, what: &str) {
    let person = Library::get()
        .person(slug)
        .unwrap_or_else(|| panic!("{what}: author {slug} is nobody"));
    let name = &person.doc(lang).meta.name;
    let href = format!("/about/{slug}?lang={}", lang.as_str());
    assert_eq!(
        plain_all(answer.texts("main .byline-name")),
        vec![plain(name)],
        "{what}"
    );
    assert_eq!(
        answer.attrs("main .byline-name", "href"),
        vec![href.clone()],
        "{what}"
    );
    assert_eq!(data["author"]["@type"], "Person", "{what}");
    assert_eq!(data["author"]["name"], name.as_str(), "{what}");
    assert_eq!(
        data["author"]["jobTitle"],
        person.doc(lang).meta.role.as_str(),
        "{what}"
    );
    assert_eq!(data["author"]["url"], format!("{}{href}", base()), "{what}");
}

#[actix_web::test]
async fn article_pages_have_date_reading_time_contents_and_data_in_every_language() {
    for lang in Lang::ALL {
        article_pages_have_date_reading_time_contents_and_data(lang).await;
    }
}

#[actix_web::test]
async fn an_unknown_slug_is_the_localised_not_found_page() {
    for lang in Lang::ALL {
        for path in [
            "/cases/nowhere",
            "/resources/nowhere",
            "/resources/..%2Fabout",
        ] {
            let answer = get(&format!("{path}?lang={}", lang.as_str())).await;
            assert_eq!(answer.status, 404, "{path} {lang:?}");
            assert_eq!(
                plain_all(answer.texts("main h1")),
                vec![plain(&msg(lang, "notfound-title"))],
                "{path} {lang:?}"
            );
        }
    }
}

// ---- listings ----

#[actix_web::test]
async fn the_listings_link_to_every_item_newest_first() {
    let library = Library::get();
    for lang in Lang::ALL {
        let l = lang.as_str();
        let cases = page("/cases", lang).await;
        let links = cases.attrs("main .case-list h3 a", "href");
        let slugs = library.cases.iter().map(|c| &c.slug);
        let expected: Vec<String> = slugs.map(|s| format!("/cases/{s}?lang={l}")).collect();
        assert_eq!(links, expected, "{lang:?}");

        let resources = page("/resources", lang).await;
        let links = resources.attrs("main .resource-list h3 a", "href");
        let slugs = library.articles.iter().map(|a| &a.slug);
        let expected: Vec<String> = slugs.map(|s| format!("/resources/{s}?lang={l}")).collect();
        assert_eq!(links, expected, "{lang:?}");
        let dates = resources.attrs("main .resource-list time", "datetime");
        let mut sorted = dates.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(dates, sorted, "{lang:?}: newest first");
        assert_eq!(dates.len(), library.articles.len() + 3, "{lang:?}");
    }
}

#[actix_web::test]
async fn the_resources_filter_works_without_javascript() {
    for lang in Lang::ALL {
        let l = lang.as_str();
        let all = page("/resources", lang).await;
        // A plain GET form, so the browser sends `?type=&topic=` by itself.
        assert_eq!(all.attr("form.filter", "method").as_deref(), Some("get"));
        assert_eq!(
            all.attrs("form.filter select", "name"),
            vec!["type".to_owned(), "topic".to_owned()]
        );
        let guides = get(&format!("/resources?lang={l}&type=guide")).await;
        let tags = plain_all(guides.texts("main .resource-list .tag"));
        assert!(!tags.is_empty());
        assert!(
            tags.iter()
                .all(|t| *t == plain(&msg(lang, "resources-type-guide"))),
            "{lang:?}: {tags:?}"
        );
        assert_eq!(
            guides.attr("#resources-filter-type option[selected]", "value"),
            Some("guide".to_owned())
        );
        let cloud = get(&format!("/resources?lang={l}&topic=cloud")).await;
        assert_eq!(cloud.texts("main .resource-list > li").len(), 2, "{lang:?}");
        let none = get(&format!("/resources?lang={l}&type=guide&topic=cloud")).await;
        assert_eq!(
            plain_all(none.texts("main .filter-empty")),
            vec![plain(&msg(lang, "resources-filter-empty"))]
        );
        // A value that is no type or topic filters nothing, and is never echoed.
        let odd = get(&format!("/resources?lang={l}&type=%3Cscript%3E&topic=x")).await;
        assert_eq!(odd.status, 200);
        assert_eq!(
            odd.texts("main .resource-list > li").len(),
            all.texts("main .resource-list > li").len()
        );
        assert!(!odd.body.contains("<script>"));
        let energy = get(&format!("/cases?lang={l}&sector=energy")).await;
        assert_eq!(
            energy.attrs("main .case-list h3 a", "href"),
            vec![format!("/cases/energy-cloud-migration?lang={l}")]
        );
    }
}

#[actix_web::test]
async fn case_studies_are_in_the_main_menu() {
    for lang in Lang::ALL {
        let answer = page("/", lang).await;
        let links = answer.attrs(".nav-links a", "href");
        assert!(
            links.contains(&format!("/cases?lang={}", lang.as_str())),
            "{lang:?}: {links:?}"
        );
        assert!(plain_all(answer.texts(".nav-links a")).contains(&plain(&msg(lang, "nav-cases"))));
    }
}

// ---- feed and sitemap ----

const ATOM: &str = "http://www.w3.org/2005/Atom";

#[actix_web::test]
async fn each_language_has_a_valid_atom_feed_of_its_articles() {
    let library = Library::get();
    for lang in Lang::ALL {
        let l = lang.as_str();
        let answer = get(&format!("/resources/feed.xml?lang={l}")).await;
        assert_eq!(answer.status, 200);
        assert_eq!(
            answer.header("content-type"),
            Some("application/atom+xml; charset=utf-8")
        );
        let xml = roxmltree::Document::parse(&answer.body).expect("the feed is well-formed XML");
        let feed = xml.root_element();
        assert_eq!(feed.tag_name().name(), "feed");
        assert_eq!(feed.tag_name().namespace(), Some(ATOM));
        assert_eq!(
            feed.attribute(("http://www.w3.org/XML/1998/namespace", "lang")),
            Some(l)
        );
        let child = |node: roxmltree::Node<'_, '_>, name: &str| -> Option<String> {
            node.children()
                .find(|c| c.has_tag_name((ATOM, name)))
                .map(|c| c.text().unwrap_or_default().to_owned())
        };
        // RFC 4287 §4.1.1: a feed has id, title and updated, an author, a self link.
        for name in ["id", "title", "updated"] {
            assert!(
                child(feed, name).is_some_and(|v| !v.is_empty()),
                "{l}: {name}"
            );
        }
        assert!(feed.children().any(|c| c.has_tag_name((ATOM, "author"))));
        assert!(feed
            .children()
            .any(|c| c.has_tag_name((ATOM, "link")) && c.attribute("rel") == Some("self")));
        let entries: Vec<_> = feed
            .children()
            .filter(|c| c.has_tag_name((ATOM, "entry")))
            .collect();
        assert_eq!(entries.len(), library.articles.len(), "{l}");
        for (entry, article) in entries.iter().zip(&library.articles) {
            let doc = article.doc(lang);
            let url = format!("{}/resources/{}?lang={l}", base(), article.slug);
            assert_eq!(child(*entry, "id"), Some(url.clone()));
            assert_eq!(child(*entry, "title"), Some(doc.meta.title.clone()));
            let updated = child(*entry, "updated").unwrap_or_default();
            assert_eq!(updated, format!("{}T00:00:00Z", doc.meta.date.iso()));
            assert!(entry.children().any(
                |c| c.has_tag_name((ATOM, "link")) && c.attribute("href") == Some(url.as_str())
            ));
            let content = child(*entry, "content").unwrap_or_default();
            assert!(content.contains("<h2"), "{l}: the content is the article");
            // Its author by name, with their page.
            let person = library.person(&doc.meta.author).expect("an author");
            let author = entry
                .children()
                .find(|c| c.has_tag_name((ATOM, "author")))
                .expect("an author");
            assert_eq!(
                child(author, "name"),
                Some(person.doc(lang).meta.name.clone())
            );
            assert_eq!(
                child(author, "uri"),
                Some(format!("{}/about/{}?lang={l}", base(), person.slug))
            );
        }
    }
}

#[actix_web::test]
async fn the_sitemap_lists_every_case_and_article_with_its_alternates() {
    let answer = get("/sitemap.xml").await;
    let xml = roxmltree::Document::parse(&answer.body).expect("sitemap parses");
    let locs: Vec<String> = xml
        .descendants()
        .filter(|n| n.has_tag_name("loc"))
        .filter_map(|n| n.text().map(str::to_owned))
        .collect();
    for path in content_item_paths() {
        for lang in Lang::ALL {
            let loc = format!("{}{path}?lang={}", base(), lang.as_str());
            assert!(locs.contains(&loc), "{loc} missing from the sitemap");
            let url = xml
                .descendants()
                .find(|n| n.has_tag_name("url") && n.children().any(|c| c.text() == Some(&loc)))
                .expect("its url element");
            let hreflangs: Vec<&str> = url
                .children()
                .filter_map(|c| c.attribute("hreflang"))
                .collect();
            assert_eq!(hreflangs, vec!["fr", "en", "ar", "x-default"], "{loc}");
        }
    }
}

// ---- documents: downloaded, or sent on request ----

/// "5 KB", "5 Ko", "5 كيلوبايت": a size as the listing writes it, whatever number it holds.
fn stated_size(lang: Lang, text: &str) -> Option<u64> {
    let unit = plain(&vitrine::i18n::lookup_args(
        lang,
        "resources-file-size",
        &[(
            "kilobytes",
            fluent_templates::fluent_bundle::FluentValue::from("1"),
        )],
    ));
    let unit = unit
        .split_whitespace()
        .last()
        .unwrap_or_default()
        .to_owned();
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .find(|pair| pair[1].trim_end_matches([',', '.']) == unit)
        .and_then(|pair| pair[0].parse().ok())
}

#[actix_web::test]
async fn a_document_shown_with_a_size_is_a_file_the_site_serves_at_that_size() {
    let app = TestApp::new().await;
    for lang in Lang::ALL {
        let listing = app.get(&format!("/resources?lang={}", lang.as_str())).await;
        let html = listing.html();
        let card_selector = scraper::Selector::parse("main li.resource-item").expect("selector");
        let format_selector = scraper::Selector::parse(".resource-format").expect("selector");
        let download_selector = scraper::Selector::parse("a[download]").expect("selector");
        let (mut files, mut on_request) = (0, 0);
        for card in html.select(&card_selector) {
            let format: String = card
                .select(&format_selector)
                .flat_map(|f| f.text())
                .collect();
            let format = plain(&format);
            let download = card.select(&download_selector).next();
            match (stated_size(lang, &format), download) {
                (Some(kilobytes), Some(link)) => {
                    let href = link.value().attr("href").unwrap_or_default();
                    let name = link.value().attr("download").unwrap_or_default();
                    let file = app.get(href).await;
                    assert_eq!(file.status, 200, "{href}");
                    assert_eq!(
                        file.header("content-disposition"),
                        Some(format!("attachment; filename=\"{name}\"").as_str()),
                        "{href}"
                    );
                    let bytes = file.body.len() as u64;
                    assert!(bytes > 0, "{href} is empty");
                    assert_eq!(
                        kilobytes,
                        bytes.div_ceil(1000),
                        "{lang:?}: {format} for a file of {bytes} bytes"
                    );
                    files += 1;
                }
                (Some(_), None) => panic!("{lang:?}: «{format}» states a size but offers no file"),
                (None, Some(_)) => panic!("{lang:?}: «{format}» is a download without its size"),
                (None, None) => {
                    if card.value().classes().any(|c| c == "resource-document") {
                        assert!(
                            format.contains(&plain(&msg(lang, "resources-on-request"))),
                            "{lang:?}: «{format}» says neither its size nor that it is sent on request"
                        );
                        on_request += 1;
                    }
                }
            }
        }
        assert!(files >= 1, "{lang:?}: a real download");
        assert!(on_request >= 1, "{lang:?}: a document sent on request");
    }
    // A name the library does not hold is not found.
    assert_eq!(app.get("/resources/files/nothing.csv").await.status, 404);
}

#[test]
fn a_size_is_read_as_the_listing_writes_it() {
    assert_eq!(stated_size(Lang::En, "CSV spreadsheet · 3 KB"), Some(3));
    assert_eq!(stated_size(Lang::Fr, "Tableur CSV · 12 Ko"), Some(12));
    assert_eq!(
        stated_size(Lang::Fr, "Modèle DOCX · envoyé sur demande"),
        None
    );
}

// ---- request this document ----

#[actix_web::test]
async fn a_request_link_fills_in_the_contact_subject_in_every_language() {
    for lang in Lang::ALL {
        let l = lang.as_str();
        let resources = page("/resources", lang).await;
        let requests: Vec<String> = resources
            .attrs("main .resource-action a", "href")
            .into_iter()
            .filter(|href| href.starts_with("/contact"))
            .collect();
        assert_eq!(requests.len(), 2, "{lang:?}: the documents sent on request");
        let title = plain(&msg(lang, "resources-item-dpia-title"));
        let dpia = requests
            .iter()
            .find(|href| {
                href.contains(&enc(&without_isolates(&msg(
                    lang,
                    "resources-item-dpia-title",
                ))))
            })
            .unwrap_or_else(|| panic!("{lang:?}: no request for the DPIA template: {requests:?}"));
        let contact = get(dpia).await;
        assert_eq!(contact.status, 200);
        assert_eq!(
            contact.attr("#contact-subject", "value").map(|v| plain(&v)),
            Some(title),
            "{lang:?}"
        );
        // A crafted link cannot break out of the field.
        let crafted = get(&format!(
            "/contact?lang={l}&subject=%22%3E%3Cscript%3Ex%3C%2Fscript%3E{}",
            "a".repeat(400)
        ))
        .await;
        assert!(!crafted.body.contains("<script>x"));
        let value = crafted
            .attr("#contact-subject", "value")
            .unwrap_or_default();
        assert_eq!(
            value.chars().count(),
            200,
            "{lang:?}: cut to the field's bound"
        );
    }
}

#[actix_web::test]
async fn the_subject_is_kept_through_errors_and_stored() {
    let app = TestApp::new().await;
    let subject = "RPA ou intégration par API : comment choisir";
    let refused = app
        .call(post_form(
            "/contact",
            &format!(
                "lang=fr&name=Amina&email=pas-une-adresse&subject={}&message=court",
                enc(subject)
            ),
        ))
        .await;
    assert_eq!(refused.status, 422);
    assert_eq!(
        refused.attr("#contact-subject", "value").as_deref(),
        Some(subject)
    );
    let sent = app
        .call(post_form(
            "/contact",
            &format!(
                "lang=fr&name=Amina&email=amina%40universite.example&subject={}&message={}",
                enc(subject),
                enc("Pourriez-vous nous envoyer ce guide ?")
            ),
        ))
        .await;
    assert_eq!(sent.status, 303);
    let stored = stored_messages(&app.store).await;
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].subject, subject);
    let too_long = app
        .call(post_form(
            "/contact",
            &format!(
                "lang=en&name=Amina&email=amina%40universite.example&subject={}&message={}",
                "s".repeat(201),
                enc("Could you send us this guide?")
            ),
        ))
        .await;
    assert_eq!(too_long.status, 422);
    assert_eq!(
        plain_all(too_long.texts("#contact-subject-error")),
        vec![plain(&msg(Lang::En, "contact-form-error-subject-too-long"))]
    );
}
