//! Every page carries the islands' settings (escaped JSON from Fluent, and the modules the
//! loader starts: only the islands it has) and one module script, the loader, from the build
//! manifest; no inline script (data blocks only).

use scraper::Selector;
use serde_json::Value;
use vitrine::assets::Manifest;
use vitrine::pages::islands::{escape_json_for_script, ISLAND_MESSAGES};
use vitrine::pages::page::Page;

use crate::support::*;

fn settings_of(answer: &Answer) -> Value {
    let html = answer.html();
    let selector = Selector::parse("script#vitrine-islands").expect("valid selector");
    let script = html
        .select(&selector)
        .next()
        .expect("the page has the islands' settings");
    assert_eq!(script.value().attr("type"), Some("application/json"));
    let text: String = script.text().collect();
    assert!(
        !text.contains('<'),
        "`<` must be escaped inside the settings: {text}"
    );
    serde_json::from_str(&text).expect("the settings are JSON")
}

#[test]
fn json_is_escaped_for_a_script_element_and_stays_the_same_json() {
    let original = serde_json::json!({ "text": "</script><!-- a & b > c" });
    let escaped = escape_json_for_script(&original.to_string());
    assert!(
        !escaped.contains('<') && !escaped.contains('>') && !escaped.contains('&'),
        "{escaped}"
    );
    let back: Value = serde_json::from_str(&escaped).expect("still JSON");
    assert_eq!(back, original);
}

#[actix_web::test]
async fn every_page_has_settings_in_its_language_and_its_islands_only() {
    let app = TestApp::new().await;
    let manifest = Manifest::get();
    for lang in Lang::ALL {
        for page in Page::ALL {
            // A page with one URL per item: its first item.
            let path = page.sitemap_paths().into_iter().next().unwrap_or_default();
            let uri = format!("{path}?lang={}", lang.as_str());
            let answer = app.get(&uri).await;
            assert_eq!(answer.status, 200, "{uri}");

            let settings = settings_of(&answer);
            assert_eq!(settings["lang"], lang.as_str(), "{uri}");
            assert_eq!(
                settings["dir"],
                if lang == Lang::Ar { "rtl" } else { "ltr" },
                "{uri}"
            );
            assert!(
                settings["sprite"]
                    .as_str()
                    .is_some_and(|s| s.starts_with("/static/")),
                "{uri}"
            );
            for id in ISLAND_MESSAGES {
                let text = settings["messages"][id].as_str().unwrap_or_default();
                assert!(
                    !text.is_empty() && text != id,
                    "{uri}: message {id} is missing: {text:?}"
                );
            }

            // No inline script: every script is a module from /static/ or the JSON block.
            let html = answer.html();
            let scripts = Selector::parse("script").expect("valid selector");
            for script in html.select(&scripts) {
                let element = script.value();
                match element.attr("src") {
                    Some(src) => {
                        assert_eq!(element.attr("type"), Some("module"), "{uri}: {src}");
                        assert!(src.starts_with("/static/islands/"), "{uri}: {src}");
                    }
                    // Data only (the settings, the SEO's JSON-LD): never run.
                    None => assert!(
                        matches!(
                            element.attr("type"),
                            Some("application/json" | "application/ld+json")
                        ),
                        "{uri}: inline script {:?}",
                        element.attr("type")
                    ),
                }
            }

            if manifest.islands.is_empty() {
                continue; // assets not built: nothing to load, the page still works
            }
            // One module before the first paint, the loader; it starts the page's islands
            // (`load.modules`) and preloads their shared chunks (`load.preload`).
            let scripts = answer.attrs("script[type=module]", "src");
            assert_eq!(
                scripts,
                vec![Manifest::url(&manifest.islands_loader)],
                "{uri}: the loader is the page's only script"
            );
            assert!(
                answer.attrs("link[rel=modulepreload]", "href").is_empty(),
                "{uri}: nothing else is fetched before the first paint"
            );
            let listed = |key: &str| -> Vec<String> {
                settings["load"][key]
                    .as_array()
                    .map(|urls| {
                        urls.iter()
                            .filter_map(|url| url.as_str().map(str::to_owned))
                            .collect()
                    })
                    .unwrap_or_default()
            };
            let modules = listed("modules");
            for name in ["navbar", "theme", "newsletter"] {
                let entry = Manifest::url(&manifest.islands[name].entry);
                assert!(
                    modules.contains(&entry),
                    "{uri}: island {name} ({entry}) not loaded: {modules:?}"
                );
            }
            let contact = Manifest::url(&manifest.islands["contact"].entry);
            assert_eq!(
                modules.contains(&contact),
                *page == Page::CONTACT,
                "{uri}: contact island only on /contact"
            );
            let preloads = listed("preload");
            assert!(!preloads.is_empty(), "{uri}: shared chunks are preloaded");
            for chunk in &manifest.islands["navbar"].imports {
                assert!(
                    preloads.contains(&Manifest::url(chunk)),
                    "{uri}: {chunk} not preloaded"
                );
            }
        }
    }
}

#[actix_web::test]
async fn island_modules_are_served_as_javascript() {
    let manifest = Manifest::get();
    if manifest.islands.is_empty() {
        return;
    }
    let app = TestApp::new().await;
    let loader = std::iter::once(&manifest.islands_loader);
    for island in manifest.islands.values() {
        for file in std::iter::once(&island.entry)
            .chain(&island.imports)
            .chain(&island.lazy)
            .chain(loader.clone())
        {
            let answer = app.get(&Manifest::url(file)).await;
            assert_eq!(answer.status, 200, "{file}");
            assert!(
                answer
                    .header("content-type")
                    .is_some_and(|t| t.contains("javascript")),
                "{file}"
            );
        }
    }
}
