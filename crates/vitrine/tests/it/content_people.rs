//! The people of the firm (`content/people`), in every language: each has a page that says
//! who they are, where they work and what they wrote, with its own head and structured data;
//! /about names the leadership; every byline leads to its author's page. The people are
//! fictional, as the firm is, and their pages say so.

use scraper::{Html, Selector};
use vitrine::config::Config;
use vitrine::content::Library;

use crate::support::*;

#[actix_web::test]
async fn every_person_has_a_page_in_every_language_with_its_own_head() {
    let app = TestApp::new().await;
    let config = Config::for_tests();
    let library = Library::get();
    assert!(library.people.len() >= 5, "the team");
    let sitemap = app.get("/sitemap.xml").await.body;
    for person in &library.people {
        for lang in Lang::ALL {
            let l = lang.as_str();
            let meta = &person.doc(lang).meta;
            let path = format!("/about/{}", person.slug);
            let what = format!("{path} in {l}");
            let answer = app.get(&format!("{path}?lang={l}")).await;
            assert_eq!(answer.status, 200, "{what}");
            assert_eq!(answer.attr("html", "lang").as_deref(), Some(l), "{what}");
            assert_eq!(
                answer.attr("html", "dir").as_deref(),
                Some(lang.dir()),
                "{what}"
            );
            assert_eq!(answer.attr("body", "class").as_deref(), Some("page-person"));
            assert_one_text(&answer, "main h1", &meta.name, &what);
            assert_one_text(&answer, "main .person-role", &meta.role, &what);
            // The office by its city in the reader's language, and every working language.
            let office = config.office(meta.office).expect("an office");
            assert_page_shows(
                &answer,
                "main .person-facts dd bdi",
                [office.city_in(&lang)],
                &what,
            );
            assert_eq!(
                answer.attrs("main .person-facts a[href^='tel:'][dir=ltr]", "href"),
                vec![office.phone_href()],
                "{what}: the office's own phone"
            );
            let languages: Vec<String> = meta
                .languages
                .iter()
                .map(|spoken| plain(&msg(lang, vitrine::pages::people::language_label(*spoken))))
                .collect();
            assert_eq!(
                plain_all(answer.texts("main .person-facts .tag")),
                languages,
                "{what}"
            );
            // The biography, and the profile link when there is one.
            assert!(
                answer.texts("main .person-bio p").len() >= 2,
                "{what}: a biography"
            );
            assert_eq!(
                answer.attr("main .person-facts a[rel~=noopener]", "href"),
                meta.profile.as_ref().map(|url| url.to_string()),
                "{what}"
            );
            // Clearly fictional, like the firm.
            assert_eq!(
                plain_all(answer.texts("main .person-fictional")),
                vec![plain(&msg(lang, "person-fictional"))],
                "{what}"
            );
            // Its own head: title, description, canonical and alternates, Open Graph profile.
            let title = answer.texts("title").concat();
            assert!(
                plain(&title).starts_with(&plain(&meta.name)),
                "{what}: {title}"
            );
            assert_eq!(
                answer
                    .attr("meta[name=description]", "content")
                    .map(|d| plain(&d)),
                Some(plain(&meta.summary)),
                "{what}"
            );
            let canonical = format!("{}{path}?lang={l}", base());
            assert_eq!(
                answer.attr("link[rel=canonical]", "href"),
                Some(canonical.clone()),
                "{what}"
            );
            let alternates = answer.attrs("link[rel=alternate][hreflang]", "hreflang");
            assert_eq!(alternates, ["fr", "en", "ar", "x-default"], "{what}");
            assert_eq!(
                answer
                    .attr("meta[property='og:type']", "content")
                    .as_deref(),
                Some("profile"),
                "{what}"
            );
            assert!(
                answer
                    .attr("meta[property='article:published_time']", "content")
                    .is_none(),
                "{what}: a person is not an article"
            );
            // Structured data: a profile page about a Person.
            let data = json_ld(&answer);
            assert_eq!(data.len(), 1, "{what}");
            assert_eq!(data[0]["@type"], "ProfilePage", "{what}");
            let entity = &data[0]["mainEntity"];
            assert_eq!(entity["@type"], "Person", "{what}");
            assert_eq!(entity["name"], meta.name.as_str(), "{what}");
            assert_eq!(entity["jobTitle"], meta.role.as_str(), "{what}");
            assert_eq!(entity["url"], canonical.as_str(), "{what}");
            assert_eq!(
                entity["workLocation"]["address"]["addressLocality"],
                office.city_in(&lang),
                "{what}"
            );
            // Listed in the sitemap, in this language.
            assert!(
                sitemap.contains(&format!("<loc>{canonical}</loc>")),
                "{what}: not in the sitemap"
            );
        }
    }
}

#[actix_web::test]
async fn a_person_page_lists_what_they_wrote_and_each_entry_leads_to_it() {
    let app = TestApp::new().await;
    let library = Library::get();
    for person in &library.people {
        let written: usize = library
            .cases
            .iter()
            .filter(|case| case.doc(Lang::Fr).meta.author == person.slug)
            .count()
            + library
                .articles
                .iter()
                .filter(|article| article.doc(Lang::Fr).meta.author == person.slug)
                .count();
        for lang in Lang::ALL {
            let answer = app
                .get(&format!("/about/{}?lang={}", person.slug, lang.as_str()))
                .await;
            let links = answer.attrs("main .person-works a", "href");
            assert_eq!(links.len(), written, "{} in {lang:?}", person.slug);
            for href in links {
                let story = app.get(&href).await;
                assert_eq!(story.status, 200, "{href}");
                assert_eq!(
                    story.attrs("main .byline-name", "href"),
                    vec![format!("/about/{}?lang={}", person.slug, lang.as_str())],
                    "{href} names another author"
                );
            }
        }
    }
}

#[actix_web::test]
async fn about_names_the_leadership_each_linked_to_their_page_and_in_its_json_ld() {
    let app = TestApp::new().await;
    let library = Library::get();
    let leadership: Vec<_> = library.leadership().collect();
    assert!(leadership.len() >= 3, "a leadership by name");
    for lang in Lang::ALL {
        let l = lang.as_str();
        let answer = app.get(&format!("/about?lang={l}")).await;
        let each = |field: fn(&vitrine::content::PersonMeta) -> &String| -> Vec<String> {
            let meta = leadership.iter().map(|person| &person.doc(lang).meta);
            meta.map(|meta| plain(field(meta))).collect()
        };
        assert_eq!(
            plain_all(answer.texts("main .person-card h3")),
            each(|meta| &meta.name),
            "/about in {l}: the leadership in its order"
        );
        let hrefs: Vec<String> = leadership
            .iter()
            .map(|person| format!("/about/{}?lang={l}", person.slug))
            .collect();
        assert_eq!(answer.attrs("main .person-card h3 a", "href"), hrefs, "{l}");
        assert_eq!(
            plain_all(answer.texts("main .person-card .person-role")),
            each(|meta| &meta.role),
            "{l}"
        );
        assert_eq!(
            plain_all(answer.texts("main .about-leadership .person-fictional")),
            vec![plain(&msg(lang, "about-leadership-fictional"))],
            "{l}"
        );
        // JSON-LD: the page, about the firm, whose employees are the leadership.
        let data = json_ld(&answer);
        assert_eq!(data.len(), 1, "{l}");
        assert_eq!(data[0]["@type"], "AboutPage", "{l}");
        let people = data[0]["mainEntity"]["employee"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let listed: Vec<(String, String)> = people
            .iter()
            .map(|p| {
                assert_eq!(p["@type"], "Person", "{l}");
                (
                    p["name"].as_str().unwrap_or_default().to_owned(),
                    p["url"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect();
        let expected: Vec<(String, String)> = leadership
            .iter()
            .map(|person| {
                (
                    person.doc(lang).meta.name.clone(),
                    format!("{}/about/{}?lang={l}", base(), person.slug),
                )
            })
            .collect();
        assert_eq!(listed, expected, "{l}");
    }
}

#[actix_web::test]
async fn every_byline_leads_to_the_page_of_an_existing_person() {
    let app = TestApp::new().await;
    let library = Library::get();
    let stories = library
        .cases
        .iter()
        .map(|case| format!("/cases/{}", case.slug))
        .chain(
            library
                .articles
                .iter()
                .map(|article| format!("/resources/{}", article.slug)),
        );
    let mut seen = 0;
    for path in stories {
        for lang in Lang::ALL {
            let answer = app.get(&format!("{path}?lang={}", lang.as_str())).await;
            let html = Html::parse_document(&answer.body);
            let byline = Selector::parse("main .byline-name").expect("selector");
            let links: Vec<_> = html.select(&byline).collect();
            assert_eq!(links.len(), 1, "{path} in {lang:?}: one byline");
            let href = links[0].value().attr("href").unwrap_or_default();
            let name: String = links[0].text().collect();
            let person = app.get(href).await;
            assert_eq!(person.status, 200, "{path}: {href}");
            assert_eq!(
                plain_all(person.texts("main h1")),
                vec![plain(&name)],
                "{path}: the byline names the person its link leads to"
            );
            seen += 1;
        }
    }
    assert!(seen >= 27, "every case and article in three languages");
}

#[actix_web::test]
async fn a_slug_that_names_nobody_is_not_found_and_has_no_photo() {
    let app = TestApp::new().await;
    assert_eq!(app.get("/about/nobody?lang=en").await.status, 404);
    let someone = &Library::get().people[0].slug;
    assert_eq!(
        app.get(&format!("/about/{someone}/photo.jpg")).await.status,
        404,
        "no photo was given, so none is served"
    );
    assert_eq!(
        app.get(&format!("/about/{someone}/../../config/site.toml"))
            .await
            .status,
        404
    );
}
