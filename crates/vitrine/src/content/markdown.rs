//! Markdown to HTML for the content pages, with pulldown-cmark.
//!
//! Beyond plain rendering: headings get ids (for the table of contents), internal links keep
//! the page's language (`/services` becomes `/services?lang=ar`), tables sit in a focusable
//! scrolling region named after the section that holds them (so a narrow screen scrolls the
//! table, not the page, and a screen reader announces what it is), Arabic text has its
//! left-to-right runs isolated as the Fluent messages do, and raw HTML is reported, not passed
//! through.

use pulldown_cmark::{html, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::bidi;
use crate::i18n;
use crate::lang::Lang;

/// A heading of the body, for the table of contents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    /// 2 or 3.
    pub level: u8,
    pub id: String,
    pub text: String,
}

pub(crate) struct Rendered {
    pub html: String,
    pub headings: Vec<Heading>,
    /// Targets of links that start with `/`, as written.
    pub internal_links: Vec<String>,
    pub raw_html: Vec<String>,
    pub words: usize,
}

pub(crate) fn render(body: &str, lang: Lang) -> Rendered {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let events: Vec<Event<'_>> = Parser::new_ext(body, options).collect();

    let mut out: Vec<Event<'_>> = Vec::with_capacity(events.len());
    let mut headings = Vec::new();
    let mut internal_links = Vec::new();
    let mut raw_html = Vec::new();
    let mut words = 0;
    let mut open_heading: Option<(u8, usize, String)> = None;

    for (index, event) in events.iter().cloned().enumerate() {
        match event {
            Event::Html(text) | Event::InlineHtml(text) => {
                raw_html.push(text.trim().to_owned());
            }
            Event::Start(Tag::Heading { level, .. }) => {
                let level = match level {
                    HeadingLevel::H1 => 1,
                    HeadingLevel::H2 => 2,
                    HeadingLevel::H3 => 3,
                    HeadingLevel::H4 => 4,
                    HeadingLevel::H5 => 5,
                    HeadingLevel::H6 => 6,
                };
                // Placeholder replaced once the heading's text is known.
                open_heading = Some((level, out.len(), String::new()));
                out.push(Event::Text(CowStr::Borrowed("")));
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some((level, at, text)) = open_heading.take() {
                    let id = format!("section-{}", headings.len() + 1);
                    out[at] = Event::Html(CowStr::from(format!("<h{level} id=\"{id}\">")));
                    out.push(Event::Html(CowStr::from(format!("</h{level}>\n"))));
                    headings.push(Heading {
                        level,
                        id,
                        text: text.trim().to_owned(),
                    });
                }
            }
            link @ Event::Start(Tag::Link { .. }) => {
                let (link, local) = keeping_lang(link, lang);
                internal_links.extend(local);
                out.push(link);
            }
            Event::Start(Tag::Table(alignments)) => {
                // The section's heading says what the table holds; a table before any heading
                // is named by its column heads.
                let subject = match headings.last() {
                    Some(heading) => heading.text.clone(),
                    None => header_cells(&events[index..]).join(", "),
                };
                let label = i18n::lookup_args(
                    lang,
                    "content-table-label",
                    &[(
                        "subject",
                        fluent_templates::fluent_bundle::FluentValue::from(subject),
                    )],
                );
                out.push(Event::Html(CowStr::from(format!(
                    "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"{}\">",
                    crate::markup::escape(&label)
                ))));
                out.push(Event::Start(Tag::Table(alignments)));
            }
            Event::End(TagEnd::Table) => {
                out.push(Event::End(TagEnd::Table));
                out.push(Event::Html(CowStr::Borrowed("</div>\n")));
            }
            Event::Text(text) => {
                words += text.split_whitespace().count();
                if let Some((_, _, heading)) = open_heading.as_mut() {
                    heading.push_str(&text);
                }
                let text = if lang.is_rtl() {
                    CowStr::from(bidi::isolate_ltr_runs(&text).into_owned())
                } else {
                    text
                };
                out.push(Event::Text(text));
            }
            Event::Code(code) => {
                words += 1;
                if let Some((_, _, heading)) = open_heading.as_mut() {
                    heading.push_str(&code);
                }
                out.push(Event::Code(code));
            }
            other => out.push(other),
        }
    }

    let mut html_out = String::with_capacity(body.len() * 3 / 2);
    html::push_html(&mut html_out, out.into_iter());
    Rendered {
        html: html_out,
        headings,
        internal_links,
        raw_html,
        words,
    }
}

/// The text of each header cell of the table whose events start `table`.
fn header_cells(table: &[Event<'_>]) -> Vec<String> {
    let mut cells = Vec::new();
    let mut in_head = false;
    for event in table {
        match event {
            Event::Start(Tag::TableHead) => in_head = true,
            Event::End(TagEnd::TableHead) => break,
            Event::Start(Tag::TableCell) if in_head => cells.push(String::new()),
            Event::Text(text) | Event::Code(text) if in_head => {
                if let Some(cell) = cells.last_mut() {
                    cell.push_str(text);
                }
            }
            _ => {}
        }
    }
    cells
}

/// A link to a page of the site (`/cases`) made to keep the reader's language
/// (`/cases?lang=ar`), with the path it had; any other event or link as it is.
pub(crate) fn keeping_lang(event: Event<'_>, lang: Lang) -> (Event<'_>, Option<String>) {
    match event {
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) if dest_url.starts_with('/') && !dest_url.starts_with("//") => (
            Event::Start(Tag::Link {
                link_type,
                dest_url: CowStr::from(with_lang(&dest_url, lang)),
                title,
                id,
            }),
            Some(dest_url.to_string()),
        ),
        event => (event, None),
    }
}

/// `/services#x` → `/services?lang=ar#x`; a query already there gains `&lang=`.
pub(crate) fn with_lang(target: &str, lang: Lang) -> String {
    let (path, fragment) = match target.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (target, None),
    };
    let separator = if path.contains('?') { '&' } else { '?' };
    let mut out = format!("{path}{separator}lang={}", lang.as_str());
    if let Some(fragment) = fragment {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_get_ids_and_links_keep_the_language() {
        let rendered = render(
            "## Contexte\n\nVoir [nos services](/services#method) ou [ailleurs](https://example.org).\n\n### Détail",
            Lang::Fr,
        );
        assert!(rendered.html.contains("<h2 id=\"section-1\">Contexte</h2>"));
        assert!(rendered.html.contains("<h3 id=\"section-2\">Détail</h3>"));
        assert!(rendered.html.contains("href=\"/services?lang=fr#method\""));
        assert!(rendered.html.contains("href=\"https://example.org\""));
        assert_eq!(rendered.internal_links, vec!["/services#method"]);
        assert_eq!(rendered.headings.len(), 2);
        assert!(rendered.raw_html.is_empty());
    }

    #[test]
    fn raw_html_is_reported_and_not_written() {
        let rendered = render("Texte <b>gras</b>\n\n<div>bloc</div>\n", Lang::Fr);
        assert_eq!(rendered.raw_html.len(), 3);
        assert!(!rendered.html.contains("<b>"));
        assert!(!rendered.html.contains("<div>"));
    }

    #[test]
    fn arabic_text_has_its_latin_runs_isolated() {
        let rendered = render("نستعمل Kubernetes منذ البداية", Lang::Ar);
        assert!(rendered.html.contains("\u{2066}Kubernetes\u{2069}"));
    }

    #[test]
    fn tables_scroll_in_their_own_named_region() {
        let rendered = render("| a | b |\n|---|---|\n| 1 | 2 |\n", Lang::En);
        assert!(
            rendered.html.starts_with(
                "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table: a, b\"><table>"
            ),
            "{}",
            rendered.html
        );
        let under_heading = render(
            "## Costs & \"risks\"\n\n| N° | b |\n|---|---|\n| 1 | 2 |\n",
            Lang::Fr,
        );
        assert!(
            under_heading
                .html
                .contains("aria-label=\"Tableau\u{a0}: Costs &amp; &quot;risks&quot;\""),
            "{}",
            under_heading.html
        );
        assert!(
            rendered.html.trim_end().ends_with("</table>\n</div>")
                || rendered.html.contains("</table>\n</div>")
        );
    }
}
