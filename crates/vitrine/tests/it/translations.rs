//! Every language is complete: the same ids everywhere, the same variables, no id unused, no
//! id used but undefined. "Used" is what a crawl of the whole site looks up (pages, error
//! pages, notices and the islands' settings), so ids built from keys in templates count too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use actix_web::test::TestRequest;
use fluent_syntax::ast;
use vitrine::config::Config;
use vitrine::i18n::audit;

use crate::support::*;

fn i18n_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../i18n")
}

/// id → variables referenced by the message, for one language folder (or core.ftl).
fn messages_in(paths: &[PathBuf]) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for path in paths {
        let text = std::fs::read_to_string(path).expect("readable ftl");
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", path.display()));
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    collect_variables(value, &mut variables);
                }
                for attribute in &message.attributes {
                    collect_variables(&attribute.value, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(
                    messages.insert(id.clone(), variables).is_none(),
                    "{id} defined twice in {}",
                    path.display()
                );
            }
        }
    }
    messages
}

fn collect_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            collect_from_expression(expression, out);
        }
    }
}

fn collect_from_expression(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => collect_from_inline(inline, out),
        ast::Expression::Select { selector, variants } => {
            collect_from_inline(selector, out);
            for variant in variants {
                collect_variables(&variant.value, out);
            }
        }
    }
}

fn collect_from_inline(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => collect_from_expression(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                collect_from_inline(argument, out);
            }
        }
        _ => {}
    }
}

fn ftl_files(lang: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(i18n_dir().join(lang))
        .expect("language folder")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
        .collect();
    files.sort();
    files
}

fn all_languages() -> BTreeMap<&'static str, BTreeMap<String, BTreeSet<String>>> {
    Lang::ALL
        .iter()
        .map(|lang| (lang.as_str(), messages_in(&ftl_files(lang.as_str()))))
        .collect()
}

#[test]
fn every_language_has_the_same_ids_and_variables() {
    let languages = all_languages();
    let french = &languages["fr"];
    assert!(
        french.len() > 100,
        "suspiciously few messages: {}",
        french.len()
    );
    let mut problems = Vec::new();
    for (lang, messages) in &languages {
        for (id, variables) in french {
            match messages.get(id) {
                None => problems.push(format!("{lang}: missing {id}")),
                Some(theirs) if theirs != variables => problems.push(format!(
                    "{lang}: {id} uses {theirs:?}, fr uses {variables:?}"
                )),
                _ => {}
            }
        }
        for id in messages.keys() {
            if !french.contains_key(id) {
                problems.push(format!("{lang}: {id} is not in fr"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_has_text_in_every_language() {
    for lang in Lang::ALL {
        for path in ftl_files(lang.as_str()) {
            let text = std::fs::read_to_string(&path).expect("readable");
            for line in text.lines() {
                if let Some((id, value)) = line.split_once(" = ") {
                    if !id.starts_with(' ') && !id.starts_with('#') {
                        assert!(
                            !value.trim().is_empty(),
                            "{}: {id} is empty",
                            path.display()
                        );
                    }
                }
            }
        }
    }
}

/// Requests that, together, show every message of the site.
fn crawl() -> Vec<TestRequest> {
    let mut requests = Vec::new();
    for lang in Lang::ALL {
        let l = lang.as_str();
        for page in vitrine::pages::page::Page::ALL {
            for path in page.sitemap_paths() {
                requests.push(TestRequest::get().uri(&format!("{path}?lang={l}")));
            }
        }
        requests.push(TestRequest::get().uri(&format!("/missing?lang={l}")));
        requests.push(TestRequest::put().uri(&format!("/about?lang={l}")));
        for notice in ["subscribed", "empty", "invalid"] {
            requests.push(TestRequest::get().uri(&format!("/?lang={l}&newsletter={notice}")));
        }
        // The language banner speaks the offered language.
        requests.push(
            TestRequest::get()
                .uri("/about")
                .insert_header(("accept-language", l))
                .insert_header(("cookie", "lang=xx")),
        );
        let other = if lang == Lang::Fr { "en" } else { "fr" };
        requests.push(
            TestRequest::get()
                .uri(&format!("/about?lang={other}"))
                .insert_header(("accept-language", l)),
        );
    }
    requests.extend(extra_crawl());
    requests.extend(content_crawl());
    requests
}

/// The listings' filters (an empty result included) and the articles' feed (the case studies
/// and articles themselves are in the registry's sitemap paths).
fn content_crawl() -> Vec<TestRequest> {
    let mut requests = Vec::new();
    for lang in Lang::ALL {
        let l = lang.as_str();
        requests
            .push(TestRequest::get().uri(&format!("/resources?lang={l}&type=guide&topic=cloud")));
        requests.push(TestRequest::get().uri(&format!("/cases?lang={l}&sector=energy")));
        requests.push(TestRequest::get().uri(&format!("/resources/feed.xml?lang={l}")));
    }
    requests
}

/// States reached by posting forms, added by the forms and islands issues.
fn extra_crawl() -> Vec<TestRequest> {
    let mut requests = Vec::new();
    for (n, lang) in Lang::ALL.into_iter().enumerate() {
        let l = lang.as_str();
        // Each language posts from its own addresses, so the rate limit is reached only where
        // the crawl wants the 429 page.
        let peer = |i: u8| std::net::SocketAddr::from(([192, 0, 2, (n as u8) * 50 + i], 40000));
        let form = "application/x-www-form-urlencoded";
        let post = |i: u8, body: String| {
            TestRequest::post()
                .uri(&format!("/contact?lang={l}"))
                .peer_addr(peer(i))
                .insert_header(("content-type", form))
                .set_payload(body)
        };
        let long_email = format!("{}@example.org", "a".repeat(250));
        let four_links =
            "https://a.example https://b.example https://c.example https://d.example".to_owned();
        // Every field error of the contact form.
        requests.push(post(1, format!("lang={l}&name=&email=&message=")));
        requests.push(post(
            2,
            format!(
                "lang={l}&name={}&email=x&organisation={}&subject={}&message=court",
                "n".repeat(101),
                "o".repeat(151),
                "s".repeat(201)
            ),
        ));
        requests.push(post(
            3,
            format!(
                "lang={l}&name=A&email={long_email}&message={}",
                "m".repeat(5001)
            ),
        ));
        requests.push(post(
            4,
            format!("lang={l}&name=A&email=a%40b.org&message={four_links}"),
        ));
        // The confirmation after a post without JavaScript.
        requests.push(TestRequest::get().uri(&format!("/contact?lang={l}&sent=1")));
        // Refusals: cross-origin, too large, unreadable, too many.
        requests
            .push(post(5, format!("lang={l}")).insert_header(("origin", "https://evil.example")));
        requests.push(post(6, "a".repeat(65 * 1024)));
        requests.push(post(7, "name=A".to_owned()).insert_header(("content-type", "text/plain")));
        // Six accepted posts: the sixth is the contact form again with when to retry.
        for i in 0..6 {
            requests.push(post(
                8,
                format!("lang={l}&name=A&email=a%40b.org&message=Un+message+assez+long+{l}+{i}"),
            ));
        }
        // Stored messages (each language its own text: the same one again would be a
        // resubmission), with and without an organisation: the operator's notice.
        requests.push(post(
            9,
            format!("lang={l}&name=Amina&email=a%40b.org&organisation=Exemple&message=Un+message+assez+long+{l}"),
        ));
        requests.push(post(
            10,
            format!("lang={l}&name=Amina&email=c%40d.org&message=Un+autre+message+assez+long+{l}"),
        ));
        // The newsletter's links: pages with a button, and a link that is not valid.
        requests.push(TestRequest::get().uri(&format!("/newsletter/confirm?lang={l}&token=abc")));
        requests
            .push(TestRequest::get().uri(&format!("/newsletter/unsubscribe?lang={l}&token=abc")));
        requests.push(TestRequest::get().uri(&format!("/newsletter/confirm?lang={l}")));
        // Eleven sign-ups: the eleventh is the error page with the address given back.
        for i in 0..11 {
            requests.push(
                TestRequest::post()
                    .uri(&format!("/newsletter?lang={l}"))
                    .peer_addr(peer(11))
                    .insert_header(("content-type", form))
                    .set_payload(format!("lang={l}&email=n{i}%40example.org")),
            );
        }
        // Heads over the site's bounds.
        let mut many_headers = TestRequest::get().uri(&format!("/?lang={l}"));
        for i in 0..70 {
            many_headers = many_headers.insert_header((format!("x-extra-{i}"), "1"));
        }
        requests.push(many_headers);
        requests.push(TestRequest::get().uri(&format!("/?lang={l}&q={}", "q".repeat(9000))));
    }
    requests
}

/// A sign-up in `lang` (its confirmation mail), then its confirmation and unsubscription.
async fn newsletter_journey(app: &TestApp<impl Site>, lang: Lang) {
    let l = lang.as_str();
    let body = format!("lang={l}&back=%2F&email=journey-{l}%40example.org");
    let _ = app.post_json("/newsletter", &body).await;
    let (confirm, unsubscribe) = crate::mail::links(&app.store).await;
    let token = confirm.split("token=").nth(1).expect("token");
    let confirm_uri = format!("/newsletter/confirm?lang={l}");
    let _ = app.post(&confirm_uri, &format!("token={token}")).await;
    let path = unsubscribe.split_once("/newsletter/").expect("path").1;
    let unsubscribe_uri = format!("/newsletter/{path}");
    let _ = app
        .post(&unsubscribe_uri, "List-Unsubscribe=One-Click")
        .await;
}

#[actix_web::test]
async fn every_id_is_used_and_every_used_id_is_defined() {
    let app = TestApp::new().await;
    for request in crawl() {
        let _ = app.call(request).await;
    }
    for lang in Lang::ALL {
        newsletter_journey(&app, lang).await;
    }
    // The newsletter's archive, empty, then with an issue in French only and one in every
    // language; each issue composed as its readers receive it.
    for lang in Lang::ALL {
        let _ = app
            .get(&format!("/newsletter/archive?lang={}", lang.as_str()))
            .await;
    }
    let french_only =
        vitrine::newsletter::issues::save_text(&app.store, None, Lang::Fr, "Seule", "Texte.", 0)
            .await
            .expect("issue");
    vitrine::newsletter::issues::send(&app.store, french_only, 0)
        .await
        .expect("sent");
    let issue =
        vitrine::newsletter::issues::save_text(&app.store, None, Lang::Fr, "Lettre", "Texte.", 0)
            .await
            .expect("issue");
    for lang in [Lang::En, Lang::Ar] {
        vitrine::newsletter::issues::save_text(
            &app.store,
            Some(issue),
            lang,
            "Lettre",
            "Texte.",
            0,
        )
        .await
        .expect("issue's text");
    }
    vitrine::newsletter::issues::send_test(
        &app.store,
        &Config::for_tests(),
        issue,
        "test@example.org",
        0,
    )
    .await
    .expect("test mails");
    vitrine::newsletter::issues::send(&app.store, issue, 0)
        .await
        .expect("sent");
    for lang in Lang::ALL {
        let l = lang.as_str();
        for path in [
            "/newsletter/archive",
            "/newsletter/archive/seule",
            "/newsletter/archive/lettre",
        ] {
            let answer = app.get(&format!("{path}?lang={l}")).await;
            assert_eq!(answer.status, 200, "{path}?lang={l}");
        }
    }
    crate::console::crawl(&app).await;
    // The notices of the messages the crawl posted are composed when they are sent.
    crate::mail::deliver_all(&app.store).await;
    // The server error page is rendered directly (no route fails on purpose).
    for lang in Lang::ALL {
        use actix_web::ResponseError;
        let req = site_request(&format!("/?lang={}", lang.as_str())).await;
        let _ = read_response(
            vitrine::error::AppError::internal(&req, anyhow::anyhow!("crawl")).error_response(),
        )
        .await;
        // So is the answer to a stalled upload (limits.rs drives one on a real socket).
        let _ = read_response(
            vitrine::error::AppError::new(&req, vitrine::error::ErrorKind::RequestTimeout)
                .error_response(),
        )
        .await;
        // A write the database refused (storage_faults.rs reaches these through a real fault).
        let refused =
            vitrine::store::StoreError::unavailable(vitrine::store::Unavailable::DiskFull, "crawl");
        let _ = read_response(
            vitrine::error::AppError::storage(&req, "newsletter", refused)
                .keep_newsletter_email("a@example.org")
                .error_response(),
        )
        .await;
        let visitor = vitrine::visitor::Visitor::from_request(&req);
        let form = vitrine::contact::ContactFormView {
            unavailable: true,
            key_reused: true,
            ..Default::default()
        };
        let state = vitrine::AppState::new(Config::for_tests(), memory_store().await);
        if let Ok(page) = vitrine::contact::render_contact(
            &req,
            &state,
            &visitor,
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
            form,
        ) {
            let _ = read_response(page).await;
        }
    }
    // The audience report and its chart, which the console shows: a day with every kind of
    // row (a page outside the site, a referring site, the hosts past the cap, a conversion).
    for lang in Lang::ALL {
        use vitrine::store::audience::{AudienceRows, ConversionRow, ViewRow};
        let day = time::macros::date!(2026 - 11 - 25);
        let view = |path: &str, lang: &str, referrer: &str| ViewRow {
            day: "2026-11-25".into(),
            path: path.into(),
            lang: lang.into(),
            referrer: referrer.into(),
            device: "phone".into(),
            views: 2,
        };
        let rows = AudienceRows {
            views: vec![
                view("/", "ar", "example.org"),
                view("/services", "en", "other"),
            ],
            visitors: vec![("2026-11-25".into(), 1)],
            conversions: vec![ConversionRow {
                day: "2026-11-25".into(),
                path: "other".into(),
                lang: "fr".into(),
                kind: "signup".into(),
                conversions: 1,
            }],
        };
        let report = vitrine::audience::report::build(&rows, day, day);
        assert!(vitrine::audience::view::render(&report, lang, "crawl").contains("<svg"));
    }
    let missing = audit::missing();
    assert!(missing.is_empty(), "looked up but undefined: {missing:?}");
    let used = audit::used_ids();
    let defined: BTreeSet<String> = messages_in(&ftl_files("fr")).into_keys().collect();
    let unused: Vec<_> = defined.difference(&used).collect();
    assert!(unused.is_empty(), "defined but never used: {unused:?}");
}

#[test]
fn core_file_holds_no_translatable_text() {
    let core = messages_in(&[i18n_dir().join("core.ftl")]);
    assert!(
        core.is_empty(),
        "core.ftl is for untranslated terms only: {:?}",
        core.keys()
    );
}
