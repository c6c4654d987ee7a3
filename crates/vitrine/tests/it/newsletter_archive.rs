//! The archive found by search engines and feed readers: robots.txt lets them in (and keeps
//! the subscribers' links out), the sitemap lists each sent issue in the languages it was
//! written in (at once, not a minute later), an issue's page names only those languages as its
//! canonical and alternates, an Atom feed per language carries the issues, and a draft is in
//! none of them.

use actix_web::http::StatusCode;
use vitrine::lang::Lang;
use vitrine::newsletter::issues;
use vitrine::store::Store;

use crate::newsletter_issues::says_it_is_in_french;
use crate::support::*;

const BASE: &str = "http://127.0.0.1:8080";

fn now() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// A draft written in `texts` (French first); its id and slug.
async fn draft(store: &Store, texts: &[(Lang, &str, &str)]) -> (i64, String) {
    let mut id = None;
    for (lang, subject, body) in texts {
        id = Some(
            issues::save_text(store, id, *lang, subject, body, now())
                .await
                .expect("text"),
        );
    }
    let id = id.expect("an issue");
    let slug = store.issue(id).await.expect("read").expect("issue").slug;
    (id, slug)
}

/// An issue written in French and Arabic, not English, sent; its slug.
async fn sent_in_french_and_arabic(store: &Store) -> String {
    let (id, slug) = draft(
        store,
        &[
            (Lang::Fr, "La lettre de mars", "Bonjour."),
            (Lang::Ar, "نشرة مارس", "مرحبًا."),
        ],
    )
    .await;
    issues::send(store, id, now()).await.expect("send");
    slug
}

/// Two issues sent: one in French only, then one in every language whose text links to a
/// page of the site; their slugs.
async fn two_sent(store: &Store) -> (String, String) {
    let (fr_only, fr_slug) = draft(
        store,
        &[(Lang::Fr, "Seulement en français", "Bonjour **à tous**.")],
    )
    .await;
    issues::send(store, fr_only, now() - 60)
        .await
        .expect("send");
    let (every, slug) = draft(
        store,
        &[
            (Lang::Fr, "La lettre de mars", "Voir [nos cas](/cases)."),
            (Lang::En, "The March letter", "See [our cases](/cases)."),
            (Lang::Ar, "نشرة مارس", "انظروا [حالاتنا](/cases)."),
        ],
    )
    .await;
    issues::send(store, every, now()).await.expect("send");
    (fr_slug, slug)
}

/// `page` links to the archive's feed in `lang`.
fn announces_its_feed(page: &Answer, lang: &str) {
    let feed = "link[rel=alternate][type='application/atom+xml'][href^='/newsletter']";
    assert_eq!(
        page.attr(feed, "href"),
        Some(format!("/newsletter/archive/feed.xml?lang={lang}"))
    );
}

/// `<url>` of the sitemap: its `<loc>` and its alternates' (hreflang, href).
fn sitemap_urls(xml: &str) -> Vec<(String, Vec<(String, String)>)> {
    let doc = roxmltree::Document::parse(xml).expect("the sitemap parses");
    doc.descendants()
        .filter(|n| n.has_tag_name("url"))
        .map(|url| {
            let loc = url
                .children()
                .find(|n| n.has_tag_name("loc"))
                .and_then(|n| n.text())
                .unwrap_or_default()
                .to_owned();
            let alternates = url
                .children()
                .filter(|n| n.has_tag_name("link"))
                .map(|n| {
                    (
                        n.attribute("hreflang").unwrap_or_default().to_owned(),
                        n.attribute("href").unwrap_or_default().to_owned(),
                    )
                })
                .collect();
            (loc, alternates)
        })
        .collect()
}

#[actix_web::test]
async fn robots_let_crawlers_into_the_archive_and_nowhere_else_of_the_newsletter() {
    let robots = get("/robots.txt").await.body;
    let rules: Vec<&str> = robots.lines().collect();
    assert!(rules.contains(&"Allow: /newsletter/archive"), "{robots}");
    assert!(rules.contains(&"Disallow: /newsletter"), "{robots}");
    // Listed before the broader rule, for the crawlers that take the first match.
    let allow = rules
        .iter()
        .position(|r| *r == "Allow: /newsletter/archive");
    let disallow = rules.iter().position(|r| *r == "Disallow: /newsletter");
    assert!(allow < disallow, "{robots}");
}

#[actix_web::test]
async fn the_sitemap_lists_each_sent_issue_in_its_languages_at_once_and_never_a_draft() {
    let app = TestApp::new().await;
    let before = app.get("/sitemap.xml").await;
    assert_eq!(before.status, StatusCode::OK);
    for lang in Lang::ALL {
        let loc = format!("{BASE}/newsletter/archive?lang={}", lang.as_str());
        assert!(
            sitemap_urls(&before.body).iter().any(|(l, _)| *l == loc),
            "{loc}"
        );
    }
    let (_, secret) = draft(&app.store, &[(Lang::Fr, "Brouillon secret", "Pas encore.")]).await;
    let slug = sent_in_french_and_arabic(&app.store).await;
    // Asked again right away: the issue sent is there (the sitemap is not kept a minute).
    let after = app.get("/sitemap.xml").await;
    assert!(!after.body.contains(&secret), "a draft is never listed");
    let urls = sitemap_urls(&after.body);
    let issue_urls: Vec<_> = urls
        .iter()
        .filter(|(loc, _)| loc.contains(&format!("/newsletter/archive/{slug}")))
        .collect();
    let locs: Vec<&str> = issue_urls.iter().map(|(loc, _)| loc.as_str()).collect();
    assert_eq!(
        locs,
        [
            format!("{BASE}/newsletter/archive/{slug}?lang=fr"),
            format!("{BASE}/newsletter/archive/{slug}?lang=ar"),
        ],
        "in French and Arabic, not in English"
    );
    for (_, alternates) in issue_urls {
        assert_eq!(
            alternates,
            &[
                (
                    "fr".to_owned(),
                    format!("{BASE}/newsletter/archive/{slug}?lang=fr")
                ),
                (
                    "ar".to_owned(),
                    format!("{BASE}/newsletter/archive/{slug}?lang=ar")
                ),
                (
                    "x-default".to_owned(),
                    format!("{BASE}/newsletter/archive/{slug}")
                ),
            ]
        );
    }
    // Every page of the site is still there, in every language.
    assert_eq!(urls.len(), sitemap_urls(&before.body).len() + 2);
}

#[actix_web::test]
async fn an_issue_page_names_only_its_languages_as_canonical_and_alternates() {
    let app = TestApp::new().await;
    let slug = sent_in_french_and_arabic(&app.store).await;
    let url = |l: &str| format!("{BASE}/newsletter/archive/{slug}?lang={l}");
    for lang in Lang::ALL {
        let l = lang.as_str();
        let page = app
            .get(&format!("/newsletter/archive/{slug}?lang={l}"))
            .await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.attr("meta[name=robots]", "content").is_none(), "{l}");
        // English is not one of its languages: the page shows the French text, whose address
        // is the canonical one.
        let canonical = if lang == Lang::En { url("fr") } else { url(l) };
        assert_eq!(
            page.attr("link[rel=canonical]", "href"),
            Some(canonical.clone())
        );
        assert_eq!(
            page.attr("meta[property='og:url']", "content"),
            Some(canonical)
        );
        let selector = "link[rel=alternate][hreflang]";
        let alternates: Vec<(String, String)> = page
            .attrs(selector, "hreflang")
            .into_iter()
            .zip(page.attrs(selector, "href"))
            .collect();
        assert_eq!(
            alternates,
            [
                ("fr".to_owned(), url("fr")),
                ("ar".to_owned(), url("ar")),
                (
                    "x-default".to_owned(),
                    format!("{BASE}/newsletter/archive/{slug}")
                ),
            ],
            "{l}"
        );
        // The text's own language and direction, inside the page's.
        let (text_lang, text_dir) = if lang == Lang::En {
            ("fr", "ltr")
        } else {
            (l, lang.dir())
        };
        assert_eq!(page.attr("article", "lang").as_deref(), Some(text_lang));
        assert_eq!(page.attr("article", "dir").as_deref(), Some(text_dir));
        says_it_is_in_french(&page, lang, lang == Lang::En);
        // The feed of its language is announced.
        announces_its_feed(&page, l);
    }
}

#[actix_web::test]
async fn the_archive_list_shows_each_subject_in_the_readers_language_or_marks_it_french() {
    let app = TestApp::new().await;
    two_sent(&app.store).await;
    for lang in Lang::ALL {
        let l = lang.as_str();
        let list = app.get(&format!("/newsletter/archive?lang={l}")).await;
        let links = ".archive-list a";
        let shown: Vec<(String, String, String)> = list
            .texts(links)
            .into_iter()
            .zip(list.attrs(links, "lang"))
            .zip(list.attrs(links, "dir"))
            .map(|((text, lang), dir)| (text, lang, dir))
            .collect();
        let own = match lang {
            Lang::Fr => "La lettre de mars",
            Lang::En => "The March letter",
            Lang::Ar => "نشرة مارس",
        };
        assert_eq!(
            shown,
            [
                (own.to_owned(), l.to_owned(), lang.dir().to_owned()),
                (
                    "Seulement en français".to_owned(),
                    "fr".to_owned(),
                    "ltr".to_owned()
                ),
            ],
            "{l}: newest first, each in the reader's language or marked French"
        );
        announces_its_feed(&list, l);
    }
}

#[actix_web::test]
async fn each_language_has_an_atom_feed_of_the_sent_issues_without_drafts() {
    let app = TestApp::new().await;
    let (_, secret) = draft(&app.store, &[(Lang::Fr, "Brouillon secret", "Pas encore.")]).await;
    let (fr_slug, slug) = two_sent(&app.store).await;
    for lang in Lang::ALL {
        let l = lang.as_str();
        let answer = app
            .get(&format!("/newsletter/archive/feed.xml?lang={l}"))
            .await;
        assert_eq!(answer.status, StatusCode::OK);
        assert_eq!(
            answer.header("content-type"),
            Some("application/atom+xml; charset=utf-8")
        );
        assert!(
            !answer.body.contains(&secret),
            "{l}: a draft is never in a feed"
        );
        let doc = roxmltree::Document::parse(&answer.body).expect("the feed parses");
        let feed = doc.root_element();
        assert_eq!(
            feed.attribute(("http://www.w3.org/XML/1998/namespace", "lang")),
            Some(l)
        );
        let entries: Vec<_> = feed
            .children()
            .filter(|n| n.has_tag_name("entry"))
            .collect();
        let read = |entry: &roxmltree::Node, tag: &str| {
            entry
                .children()
                .find(|n| n.has_tag_name(tag))
                .and_then(|n| n.text())
                .unwrap_or_default()
                .to_owned()
        };
        let titles: Vec<String> = entries.iter().map(|e| read(e, "title")).collect();
        let own = match lang {
            Lang::Fr => "La lettre de mars",
            Lang::En => "The March letter",
            Lang::Ar => "نشرة مارس",
        };
        assert_eq!(titles, [own, "Seulement en français"], "{l}: newest first");
        assert_eq!(
            read(&entries[0], "id"),
            format!("{BASE}/newsletter/archive/{slug}?lang={l}")
        );
        // Its content is the issue's HTML, links made absolute.
        assert!(
            read(&entries[0], "content").contains(&format!("href=\"{BASE}/cases?lang={l}\"")),
            "{}",
            read(&entries[0], "content")
        );
        // The French issue in another language's feed: its French address, and says so.
        assert_eq!(
            read(&entries[1], "id"),
            format!("{BASE}/newsletter/archive/{fr_slug}?lang=fr")
        );
        let entry_lang = entries[1].attribute(("http://www.w3.org/XML/1998/namespace", "lang"));
        assert_eq!(entry_lang, (lang != Lang::Fr).then_some("fr"), "{l}");
    }
}
