//! What the copy tests read: every page of the site in one language, rendered by the real app,
//! and the text a visitor reads on it.

use actix_web::test::TestRequest;
use scraper::{ElementRef, Html, Node, Selector};
use vitrine::pages::page::Page;

use crate::support::*;

/// Every page of the registry in `lang`: (path, answer).
pub async fn every_page(lang: Lang) -> Vec<(String, Answer)> {
    let app = TestApp::new().await;
    let mut pages = Vec::new();
    for path in Page::ALL.iter().flat_map(Page::sitemap_paths) {
        let answer = app
            .call(TestRequest::get().uri(&format!("{path}?lang={}", lang.as_str())))
            .await;
        assert_eq!(answer.status, 200, "{path} in {}", lang.as_str());
        pages.push((path, answer));
    }
    pages
}

/// Elements whose text is not read as part of the page's prose.
const NOT_PROSE: [&str; 3] = ["script", "style", "template"];

/// A text node of the page and how it sits in it.
pub struct TextNode<'a> {
    pub text: &'a str,
    /// The element that holds it.
    pub parent: ElementRef<'a>,
    /// Whether an ancestor lays it out left to right apart from the text around it: `<bdi>`, or
    /// an element with `dir="ltr"` or `dir="auto"` (`<html dir="rtl">` isolates nothing).
    pub isolated_by_markup: bool,
}

/// The text nodes of `<body>` a visitor reads (no script or style).
pub fn text_nodes(html: &Html) -> Vec<TextNode<'_>> {
    let body = Selector::parse("body").expect("selector");
    let mut nodes = Vec::new();
    for body in html.select(&body) {
        for node in body.descendants() {
            let Node::Text(text) = node.value() else {
                continue;
            };
            let Some(parent) = node.parent().and_then(ElementRef::wrap) else {
                continue;
            };
            let ancestors: Vec<ElementRef> = std::iter::once(parent)
                .chain(parent.ancestors().filter_map(ElementRef::wrap))
                .collect();
            if ancestors
                .iter()
                .any(|e| NOT_PROSE.contains(&e.value().name()))
            {
                continue;
            }
            let isolated_by_markup = ancestors.iter().any(|e| {
                e.value().name() == "bdi" || matches!(e.value().attr("dir"), Some("ltr" | "auto"))
            });
            nodes.push(TextNode {
                text,
                parent,
                isolated_by_markup,
            });
        }
    }
    nodes
}

/// What a visitor reads on the page, piece by piece: the title, the description, then each
/// text node of the body, with isolation marks removed, no-break spaces as plain spaces and
/// whitespace collapsed.
pub fn visible_pieces(answer: &Answer) -> Vec<String> {
    let html = answer.html();
    let mut parts: Vec<String> = answer.texts("title");
    parts.extend(answer.attr("meta[name=description]", "content"));
    parts.extend(text_nodes(&html).iter().map(|node| node.text.to_owned()));
    parts
        .iter()
        .map(|part| {
            vitrine::bidi::without_isolates(part)
                .replace(['\u{00A0}', '\u{202F}'], " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .filter(|part| !part.is_empty())
        .collect()
}

/// What a visitor reads on the page, as one text (see `visible_pieces`).
pub fn visible_text(answer: &Answer) -> String {
    visible_pieces(answer).join(" ")
}
