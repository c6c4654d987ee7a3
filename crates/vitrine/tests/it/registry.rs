//! The page registry is the one list of pages: every entry routes to its own page, every link
//! the site shows leads to a registry page or a known endpoint, and the navbar, footer, sitemap
//! and `vitrine pages` read it.

use std::collections::BTreeSet;
use std::process::Command;

use vitrine::pages::page::{Footer, Page};
use vitrine::routes::ENDPOINTS;

use crate::support::*;

/// The path part of an internal link (`/about?lang=en#x` is `/about`), or `None` for links
/// that leave the site or point at a static file.
fn internal_path(href: &str) -> Option<String> {
    if !href.starts_with('/') || href.starts_with("//") || href.starts_with("/static/") {
        return None;
    }
    let end = href.find(['?', '#']).unwrap_or(href.len());
    Some(href[..end].to_owned())
}

/// Whether `path` matches an actix pattern (`{slug}` matches one segment).
fn matches(pattern: &str, path: &str) -> bool {
    let pattern: Vec<&str> = pattern.split('/').collect();
    let actual: Vec<&str> = path.split('/').collect();
    pattern.len() == actual.len()
        && pattern
            .iter()
            .zip(&actual)
            .all(|(p, a)| p == a || (p.starts_with('{') && !a.is_empty()))
}

/// Whether `path` matches a registry pattern.
fn in_registry(path: &str) -> bool {
    Page::ALL.iter().any(|page| matches(page.path, path))
}

#[actix_web::test]
async fn every_registry_entry_routes_to_its_page_in_every_language() {
    let app = TestApp::new().await;
    for page in Page::ALL {
        let paths = page.sitemap_paths();
        assert!(!paths.is_empty(), "{} lists no path", page.key);
        for path in paths {
            for lang in Lang::ALL {
                let uri = format!("{path}?lang={}", lang.as_str());
                let answer = app.get(&uri).await;
                assert_eq!(answer.status, 200, "{uri}");
                assert_eq!(
                    answer.attr("body", "class").as_deref(),
                    Some(format!("page-{}", page.key).as_str()),
                    "{uri} is not the page `{}`",
                    page.key
                );
            }
        }
    }
}

#[actix_web::test]
async fn every_route_is_in_the_registry() {
    let app = TestApp::new().await;
    // Endpoints are not pages: none of them answers a GET with an HTML page (`/contact` takes
    // posts as an endpoint and is a page for GET).
    for (path, _, _) in ENDPOINTS.iter().filter(|(path, _, _)| !in_registry(path)) {
        let answer = app.get(path).await;
        let html = answer
            .header("content-type")
            .is_some_and(|kind| kind.starts_with("text/html"));
        assert!(
            !(answer.status == 200 && html),
            "{path} answers an HTML page outside the registry"
        );
    }
    // Every link of every page leads to a registry page or an endpoint.
    let endpoints: BTreeSet<&str> = ENDPOINTS.iter().map(|(path, _, _)| *path).collect();
    let mut linked = BTreeSet::new();
    for path in Page::ALL.iter().flat_map(Page::sitemap_paths) {
        for lang in Lang::ALL {
            let uri = format!("{path}?lang={}", lang.as_str());
            let answer = app.get(&uri).await;
            for attr in ["href", "action"] {
                for href in answer.attrs(&format!("[{attr}]"), attr) {
                    linked.extend(internal_path(&href));
                }
            }
        }
    }
    assert!(linked.len() > 10, "too few links found: {linked:?}");
    for path in &linked {
        assert!(
            in_registry(path) || endpoints.iter().any(|endpoint| matches(endpoint, path)),
            "{path} is linked but neither a registry page nor an endpoint"
        );
    }
    // A path outside both is the not-found page.
    let answer = app.get("/no-such-page?lang=en").await;
    assert_eq!(answer.status, 404);
}

#[actix_web::test]
async fn navbar_footer_and_sitemap_read_the_registry() {
    let app = TestApp::new().await;
    let answer = app.get("/faq?lang=en").await;
    let paths = |selector: &str| -> Vec<String> {
        answer
            .attrs(selector, "href")
            .iter()
            .filter_map(|href| internal_path(href))
            .collect()
    };
    let nav: Vec<String> = Page::ALL
        .iter()
        .filter(|page| page.nav.is_some())
        .map(|page| page.path.to_owned())
        .collect();
    assert_eq!(paths(".nav-primary a"), nav);
    let column = |want: fn(&Footer) -> bool| -> Vec<String> {
        Page::ALL
            .iter()
            .filter(|page| want(&page.footer))
            .map(|page| page.path.to_owned())
            .collect()
    };
    assert_eq!(
        paths(".footer-links a"),
        column(|f| matches!(f, Footer::Quick(_)))
    );
    assert_eq!(
        paths(".footer-legal a"),
        column(|f| matches!(f, Footer::Legal(_)))
    );

    let sitemap = app.get("/sitemap.xml").await;
    let listed: Vec<String> = Page::ALL.iter().flat_map(Page::sitemap_paths).collect();
    let locs = sitemap.body.matches("<loc>").count();
    assert_eq!(locs, listed.len() * Lang::ALL.len());
    for path in listed {
        assert!(
            sitemap
                .body
                .contains(&format!("<loc>http://127.0.0.1:8080{path}?lang=ar</loc>")),
            "{path} missing from the sitemap"
        );
    }
}

#[test]
fn the_pages_command_prints_the_registry_as_json() {
    let output = Command::new(env!("CARGO_BIN_EXE_vitrine"))
        .args(["pages", "--format", "json"])
        .output()
        .expect("vitrine runs");
    assert!(output.status.success(), "{output:?}");
    let rows: Vec<serde_json::Value> =
        serde_json::from_slice(&output.stdout).expect("a JSON array");
    let keys: Vec<&str> = rows.iter().filter_map(|row| row["key"].as_str()).collect();
    let registry: Vec<&str> = Page::ALL.iter().map(|page| page.key).collect();
    assert_eq!(keys, registry);
    let contact = &rows[registry
        .iter()
        .position(|k| *k == "contact")
        .expect("contact")];
    assert_eq!(contact["path"], "/contact");
    assert_eq!(contact["template"], "pages/contact.html");
    assert_eq!(contact["paths"], serde_json::json!(["/contact"]));
    assert_eq!(contact["islands"], serde_json::json!(["contact"]));
    assert_eq!(contact["nav"], "nav-contact");
}

#[test]
fn the_route_table_of_the_behaviour_document_is_the_registry_s() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/behaviour.md"),
    )
    .expect("docs/behaviour.md");
    let start = "<!-- route table: vitrine pages --format markdown -->\n";
    let table = doc
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once("<!-- end of route table -->"))
        .map(|(table, _)| table)
        .expect("the route table's markers");
    let registry = vitrine::cli::pages_text(vitrine::cli::PagesFormat::Markdown).expect("table");
    assert_eq!(
        table, registry,
        "run `make docs` to write the registry's table"
    );
    // The descriptions above it name every page too.
    for page in Page::ALL {
        let shown = page.path.replace("{slug}", "<slug>");
        assert!(
            doc.contains(&format!("| `{shown}`")) || doc.contains(&format!("`{shown}`,")),
            "docs/behaviour.md does not describe {shown}"
        );
    }
}
