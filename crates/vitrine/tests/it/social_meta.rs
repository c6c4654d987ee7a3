//! Meta description, Open Graph / Twitter tags, JSON-LD and the web manifest.

use vitrine::i18n::lookup;
use vitrine::pages::page::Page;

use crate::support::*;

#[actix_web::test]
async fn every_page_has_its_own_description_and_open_graph_locale() {
    for lang in Lang::ALL {
        let mut descriptions = std::collections::BTreeSet::new();
        for page in Page::ALL {
            // A page with one URL per item: its first item (case, article or person), described
            // by its own summary.
            let path = page.sitemap_paths().into_iter().next().unwrap_or_default();
            let answer = get(&format!("{path}?lang={}", lang.as_str())).await;
            let description = answer
                .attr("meta[name=description]", "content")
                .unwrap_or_default();
            if !path.contains("/cases/")
                && !path.contains("/resources/")
                && !path.starts_with("/about/")
            {
                assert_eq!(
                    description,
                    lookup(lang, &format!("{}-meta-description", page.key()))
                );
            }
            assert!(
                description.chars().count() >= 50,
                "{} {lang:?}: description too short",
                page.key()
            );
            descriptions.insert(description);
            assert_eq!(
                answer
                    .attr("meta[property='og:locale']", "content")
                    .as_deref(),
                Some(lang.og_locale())
            );
            let alternates = answer.attrs("meta[property='og:locale:alternate']", "content");
            assert_eq!(alternates.len(), 2);
            assert!(!alternates.contains(&lang.og_locale().to_owned()));
            assert_eq!(
                answer.attr("meta[property='og:url']", "content"),
                answer.attr("link[rel=canonical]", "href")
            );
            assert_eq!(
                answer
                    .attr("meta[name='twitter:card']", "content")
                    .as_deref(),
                Some("summary_large_image")
            );
            assert!(answer
                .attr("link[rel=manifest]", "href")
                .is_some_and(|h| h.ends_with(lang.as_str())));
        }
        assert_eq!(
            descriptions.len(),
            Page::ALL.len(),
            "descriptions are distinct per page in {lang:?}"
        );
    }
}

#[actix_web::test]
async fn home_page_carries_organization_json_ld_in_its_language() {
    for lang in Lang::ALL {
        let answer = get(&format!("/?lang={}", lang.as_str())).await;
        let blocks = answer.texts("script[type='application/ld+json']");
        assert_eq!(blocks.len(), 1);
        let data: serde_json::Value = serde_json::from_str(&blocks[0]).expect("valid JSON-LD");
        assert_eq!(data["@type"], "Organization");
        assert_eq!(data["name"], "Vitrine Conseil");
        assert_eq!(data["foundingDate"], "2015");
        let description = data["description"].as_str().unwrap_or_default();
        assert_eq!(
            description.split_ascii_whitespace().collect::<Vec<_>>(),
            lookup(lang, "home-meta-description")
                .split_ascii_whitespace()
                .collect::<Vec<_>>()
        );
        assert_eq!(data["location"].as_array().map(Vec::len), Some(3));
    }
    // Other pages carry their own, or none: /about names its people (`content_people`).
    let faq = get("/faq").await;
    assert!(faq.texts("script[type='application/ld+json']").is_empty());
}

#[actix_web::test]
async fn web_manifest_speaks_the_visitor_language() {
    let answer = get_file("/site.webmanifest?lang=ar", "application/manifest+json").await;
    let manifest: serde_json::Value = serde_json::from_str(&answer.body).expect("JSON");
    assert_eq!(manifest["lang"], "ar");
    assert_eq!(manifest["dir"], "rtl");
    assert_eq!(manifest["start_url"], "/?lang=ar");
    let icons = manifest["icons"].as_array().cloned().unwrap_or_default();
    for icon in icons {
        let src = icon["src"].as_str().unwrap_or_default();
        assert_eq!(get(src).await.status, 200, "{src}");
    }
}

/// Width and height of a PNG, from its IHDR chunk.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let signature = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || &bytes[..8] != signature || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

#[actix_web::test]
async fn every_page_and_item_has_its_own_open_graph_image_in_its_language() {
    let app = TestApp::new().await;
    let base = vitrine::config::Config::for_tests().base().to_owned();
    let drawn = &vitrine::assets::Manifest::get().og;
    let mut images = std::collections::BTreeMap::new();
    for lang in Lang::ALL {
        for path in Page::ALL.iter().flat_map(Page::sitemap_paths) {
            let what = format!("{path} in {}", lang.as_str());
            let answer = app
                .call(
                    actix_web::test::TestRequest::get()
                        .uri(&format!("{path}?lang={}", lang.as_str())),
                )
                .await;
            let image = answer
                .attr("meta[property='og:image']", "content")
                .unwrap_or_default();
            let local = image
                .strip_prefix(&base)
                .unwrap_or_else(|| panic!("{what}: og:image {image} is not on the site"));
            assert!(local.starts_with("/static/og/"), "{what}: og:image {image}");
            for (property, value) in [
                ("og:image:width", "1200"),
                ("og:image:height", "630"),
                ("og:image:type", "image/png"),
            ] {
                assert_eq!(
                    answer
                        .attr(&format!("meta[property='{property}']"), "content")
                        .as_deref(),
                    Some(value),
                    "{what}: {property}"
                );
            }
            // The image shows the page's own title, as og:title says it.
            let title = vitrine::bidi::without_isolates(
                &answer
                    .attr("meta[property='og:title']", "content")
                    .unwrap_or_default(),
            );
            let file = local.trim_start_matches("/static/");
            let entry = drawn
                .values()
                .find(|entry| entry.file == file)
                .unwrap_or_else(|| panic!("{what}: {file} is not in the build manifest"));
            assert_eq!(entry.title, title, "{what}: the image's title");
            // Served by the site, a 1200 × 630 PNG.
            let served = app
                .respond(actix_web::test::TestRequest::get().uri(local))
                .await;
            assert_eq!(served.status(), 200, "{what}: {local}");
            assert_eq!(
                served
                    .headers()
                    .get("content-type")
                    .and_then(|v| v.to_str().ok()),
                Some("image/png"),
                "{what}"
            );
            let bytes = actix_web::test::read_body(served).await;
            assert_eq!(png_size(&bytes), Some((1200, 630)), "{what}: {local}");
            if let Some(other) = images.insert(image.clone(), what.clone()) {
                panic!("{what} and {other} share the og:image {image}");
            }
        }
    }
}
