//! A newsletter issue's Markdown as the two parts of its mail, from the same events of one
//! parse (pulldown-cmark, as the site's pages):
//!
//! - HTML whose every element carries its style inline, since many mail clients drop style
//!   sheets; headings start at `h2` (the mail's subject is its `h1`); links are made absolute
//!   (a mail has no address of its own to resolve `/services` against) and are otherwise left
//!   exactly as written: no tracking redirect, no added parameter; Arabic text has its
//!   left-to-right runs isolated, as `<span dir="ltr">` which every client understands.
//! - Plain text that reads as the HTML does: headings underlined, lists with their markers,
//!   a link's address after its words, quotes with `> `.
//!
//! What an issue may not hold is found before it is stored (`problems`): raw HTML (the mail's
//! and the page's markup is the site's own) and images (an image from elsewhere is a request
//! the reader did not ask for, which is how tracking pixels work).

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::bidi::{self, FSI, LRI, PDI, RLI};
use crate::content::markdown::{keeping_lang, with_lang};
use crate::lang::Lang;
use crate::markup::escape;

/// Text for the HTML part: escaped, its bidirectional isolates turned into `<span dir>`.
#[derive(Debug, Clone, Default)]
pub(crate) struct MailHtml(String);

impl MailHtml {
    pub(crate) fn new(text: &str) -> MailHtml {
        let mut out = String::with_capacity(text.len() + 16);
        for c in text.chars() {
            match c {
                LRI => out.push_str("<span dir=\"ltr\">"),
                RLI => out.push_str("<span dir=\"rtl\">"),
                FSI => out.push_str("<span dir=\"auto\">"),
                PDI => out.push_str("</span>"),
                c => match crate::markup::entity(c) {
                    Some(entity) => out.push_str(entity),
                    None => out.push(c),
                },
            }
        }
        MailHtml(out)
    }
}

/// Already escaped: the templates print it as it is, never escaping it a second time.
impl askama::filters::HtmlSafe for MailHtml {}

impl std::fmt::Display for MailHtml {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The Markdown features an issue may use: the site's articles' (tables, strikethrough).
fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// What an issue's Markdown holds that it may not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Problem {
    /// Raw HTML, as written.
    RawHtml(String),
    /// An image, by its address.
    Image(String),
}

/// Everything in `markdown` an issue may not hold, in order.
pub(crate) fn problems(markdown: &str) -> Vec<Problem> {
    Parser::new_ext(markdown, options())
        .filter_map(|event| match event {
            Event::Html(html) | Event::InlineHtml(html) => {
                Some(Problem::RawHtml(html.trim().to_owned()))
            }
            Event::Start(Tag::Image { dest_url, .. }) => Some(Problem::Image(dest_url.to_string())),
            _ => None,
        })
        .collect()
}

/// The two parts of an issue's mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MailBody {
    pub html: String,
    pub text: String,
}

/// Where a link of the issue leads, as the mail writes it: a path of the site becomes its
/// absolute address in the language; anything else is kept as written.
fn link(dest: &str, lang: Lang, base: &str) -> String {
    if dest.starts_with('/') && !dest.starts_with("//") {
        format!("{base}{}", with_lang(dest, lang))
    } else {
        dest.to_owned()
    }
}

const LINK_STYLE: &str = "color:#1d4ed8;text-decoration:underline;";
const CODE_STYLE: &str = "font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;background-color:#f4f5f7;border-radius:4px;padding:1px 4px;";
const CELL_STYLE: &str = "border:1px solid #d9e2ec;padding:6px 10px;vertical-align:top;";

/// `markdown` in `lang` as the HTML and the text of a mail; `base` is the site's address.
pub(crate) fn render(markdown: &str, lang: Lang, base: &str) -> MailBody {
    let start = if lang.is_rtl() { "right" } else { "left" };
    let mut html = String::with_capacity(markdown.len() * 2);
    let mut text = TextWriter::default();
    let mut in_code_block = false;
    let mut in_head = false;
    let mut in_image = 0usize;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(tag) => {
                match &tag {
                    Tag::Paragraph => html.push_str("<p style=\"margin:0 0 16px;\">"),
                    Tag::Heading { level, .. } => html.push_str(&format!(
                        "<{} style=\"margin:28px 0 12px;font-size:{};line-height:1.3;color:#0b2d4d;\">",
                        heading_tag(*level),
                        if heading_tag(*level) == "h2" { "20px" } else { "17px" }
                    )),
                    Tag::BlockQuote(_) => html.push_str(&format!(
                        "<blockquote style=\"margin:0 0 16px;padding:4px 16px;border-{start}:4px solid #d9e2ec;color:#52606d;\">"
                    )),
                    Tag::CodeBlock(_) => {
                        in_code_block = true;
                        html.push_str("<pre dir=\"ltr\" style=\"margin:0 0 16px;padding:12px 16px;background-color:#f4f5f7;border-radius:6px;white-space:pre-wrap;font-family:Menlo,Consolas,'Courier New',monospace;font-size:14px;text-align:left;\"><code>");
                    }
                    Tag::List(Some(first)) if *first != 1 => html.push_str(&format!(
                        "<ol start=\"{first}\" style=\"margin:0 0 16px;padding-{start}:24px;\">"
                    )),
                    Tag::List(Some(_)) => html.push_str(&format!(
                        "<ol style=\"margin:0 0 16px;padding-{start}:24px;\">"
                    )),
                    Tag::List(None) => html.push_str(&format!(
                        "<ul style=\"margin:0 0 16px;padding-{start}:24px;\">"
                    )),
                    Tag::Item => html.push_str("<li style=\"margin:0 0 6px;\">"),
                    Tag::Table(_) => html.push_str(
                        "<table cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;margin:0 0 16px;width:100%;font-size:15px;\">",
                    ),
                    Tag::TableHead => {
                        in_head = true;
                        html.push_str("<thead><tr>");
                    }
                    Tag::TableRow => html.push_str("<tr>"),
                    Tag::TableCell if in_head => html.push_str(&format!(
                        "<th style=\"{CELL_STYLE}text-align:{start};background-color:#f4f5f7;\">"
                    )),
                    Tag::TableCell => {
                        html.push_str(&format!("<td style=\"{CELL_STYLE}text-align:{start};\">"))
                    }
                    Tag::Emphasis => html.push_str("<em>"),
                    Tag::Strong => html.push_str("<strong>"),
                    Tag::Strikethrough => html.push_str("<del>"),
                    Tag::Link { dest_url, .. } => html.push_str(&format!(
                        "<a href=\"{}\" style=\"{LINK_STYLE}\">",
                        escape(&link(dest_url, lang, base))
                    )),
                    // Refused before an issue is stored; its words stay if one slips through.
                    Tag::Image { .. } => in_image += 1,
                    _ => {}
                }
                text.start(&tag, lang, base);
            }
            Event::End(end) => {
                match end {
                    TagEnd::Paragraph => html.push_str("</p>\n"),
                    TagEnd::Heading(level) => {
                        html.push_str(&format!("</{}>\n", heading_tag(level)))
                    }
                    TagEnd::BlockQuote(_) => html.push_str("</blockquote>\n"),
                    TagEnd::CodeBlock => {
                        in_code_block = false;
                        html.push_str("</code></pre>\n");
                    }
                    TagEnd::List(true) => html.push_str("</ol>\n"),
                    TagEnd::List(false) => html.push_str("</ul>\n"),
                    TagEnd::Item => html.push_str("</li>\n"),
                    TagEnd::Table => html.push_str("</tbody></table>\n"),
                    TagEnd::TableHead => {
                        in_head = false;
                        html.push_str("</tr></thead><tbody>\n");
                    }
                    TagEnd::TableRow => html.push_str("</tr>\n"),
                    TagEnd::TableCell if in_head => html.push_str("</th>"),
                    TagEnd::TableCell => html.push_str("</td>"),
                    TagEnd::Emphasis => html.push_str("</em>"),
                    TagEnd::Strong => html.push_str("</strong>"),
                    TagEnd::Strikethrough => html.push_str("</del>"),
                    TagEnd::Link => html.push_str("</a>"),
                    TagEnd::Image => in_image = in_image.saturating_sub(1),
                    _ => {}
                }
                text.end(end);
            }
            Event::Text(words) => {
                if in_code_block {
                    html.push_str(&escape(&words));
                } else {
                    html.push_str(&MailHtml::new(&bidi::isolate_ltr_runs(&words)).to_string());
                }
                text.push(&words);
            }
            Event::Code(code) => {
                html.push_str(&format!(
                    "<code dir=\"ltr\" style=\"{CODE_STYLE}\">{}</code>",
                    escape(&code)
                ));
                text.push(&code);
            }
            Event::SoftBreak => {
                html.push('\n');
                text.push("\n");
            }
            Event::HardBreak => {
                html.push_str("<br>\n");
                text.push("\n");
            }
            Event::Rule => {
                html.push_str(
                    "<hr style=\"border:0;border-top:1px solid #e4e7eb;margin:24px 0;\">\n",
                );
                text.rule();
            }
            // Refused before an issue is stored (`problems`).
            Event::Html(_) | Event::InlineHtml(_) => {}
            _ => {}
        }
    }
    MailBody {
        html,
        text: text.finish(),
    }
}

/// `markdown` in `lang` as the HTML of the page in the archive: the site's own
/// styles apply (no inline style, which the site's CSP refuses), headings start at `h2`
/// under the page's title, links to the site keep the reader's language. Raw HTML, refused
/// before an issue is stored, is dropped if any slipped through.
pub(crate) fn render_web(markdown: &str, lang: Lang) -> String {
    let events = Parser::new_ext(markdown, options()).filter_map(|event| match event {
        Event::Html(_) | Event::InlineHtml(_) => None,
        Event::Start(Tag::Heading {
            level,
            id,
            classes,
            attrs,
        }) => Some(Event::Start(Tag::Heading {
            level: web_heading(level),
            id,
            classes,
            attrs,
        })),
        Event::End(TagEnd::Heading(level)) => Some(Event::End(TagEnd::Heading(web_heading(level)))),
        link @ Event::Start(Tag::Link { .. }) => Some(keeping_lang(link, lang).0),
        event => Some(event),
    });
    let mut html = String::with_capacity(markdown.len() * 2);
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

fn web_heading(level: HeadingLevel) -> HeadingLevel {
    match level {
        HeadingLevel::H1 | HeadingLevel::H2 => HeadingLevel::H2,
        _ => HeadingLevel::H3,
    }
}

/// The opening of a text: its first paragraph, at most `chars` characters, without the marks
/// of Markdown (what a mail list shows after the subject, what a page's description says).
pub(crate) fn opening(text: &str, chars: usize) -> String {
    text.split("\n\n")
        .find(|paragraph| !paragraph.trim().is_empty())
        .unwrap_or_default()
        .chars()
        .filter(|c| !matches!(c, '*' | '_' | '#' | '`' | '[' | ']'))
        .take(chars)
        .collect()
}

/// Headings start at `h2`: the subject is the mail's `h1`.
fn heading_tag(level: HeadingLevel) -> &'static str {
    match level {
        HeadingLevel::H1 | HeadingLevel::H2 => "h2",
        _ => "h3",
    }
}

/// The plain-text part, written as the events come.
#[derive(Default)]
struct TextWriter {
    out: String,
    /// Each open list: the number of its next item, `None` for bullets.
    lists: Vec<Option<u64>>,
    /// Where each open block that is rewritten when it ends (quote, code, heading) starts.
    blocks: Vec<usize>,
    /// Each open link: where its words start, and its address.
    links: Vec<(usize, String)>,
    /// Cells of the table row being written.
    cells: Vec<String>,
    cell_start: Option<usize>,
}

impl TextWriter {
    fn push(&mut self, words: &str) {
        self.out.push_str(words);
    }

    /// Ends the line being written, if any.
    fn line_break(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with('\n') {
            self.out.push('\n');
        }
    }

    /// Leaves one empty line before what comes next.
    fn blank_line(&mut self) {
        self.line_break();
        if !self.out.is_empty() && !self.out.ends_with("\n\n") {
            self.out.push('\n');
        }
    }

    fn start(&mut self, tag: &Tag<'_>, lang: Lang, base: &str) {
        match tag {
            Tag::Heading { .. } | Tag::BlockQuote(_) => {
                self.blank_line();
                self.blocks.push(self.out.len());
            }
            Tag::CodeBlock(_) => {
                self.blank_line();
                self.blocks.push(self.out.len());
            }
            Tag::Paragraph if self.lists.is_empty() => self.blank_line(),
            Tag::List(first) => {
                if self.lists.is_empty() {
                    self.blank_line();
                } else {
                    self.line_break();
                }
                self.lists.push(*first);
            }
            Tag::Item => {
                self.line_break();
                let depth = self.lists.len().saturating_sub(1);
                self.out.push_str(&"  ".repeat(depth));
                match self.lists.last_mut() {
                    Some(Some(n)) => {
                        self.out.push_str(&format!("{n}. "));
                        *n += 1;
                    }
                    _ => self.out.push_str("- "),
                }
            }
            Tag::Table(_) => self.blank_line(),
            Tag::TableCell => self.cell_start = Some(self.out.len()),
            Tag::Link { dest_url, .. } => {
                self.links
                    .push((self.out.len(), link(dest_url, lang, base)));
            }
            _ => {}
        }
    }

    fn end(&mut self, end: TagEnd) {
        match end {
            TagEnd::Paragraph if self.lists.is_empty() => self.blank_line(),
            TagEnd::Paragraph => self.line_break(),
            TagEnd::Heading(level) => {
                let start = self.blocks.pop().unwrap_or(0);
                let width = self.out[start..].trim().chars().count().clamp(3, 72);
                let rule = if level <= HeadingLevel::H2 { '=' } else { '-' };
                self.out.push('\n');
                self.out.extend(std::iter::repeat_n(rule, width));
                self.blank_line();
            }
            TagEnd::BlockQuote(_) => self.prefix_block("> "),
            TagEnd::CodeBlock => self.prefix_block("    "),
            TagEnd::List(_) => {
                self.lists.pop();
                if self.lists.is_empty() {
                    self.blank_line();
                }
            }
            TagEnd::Item => self.line_break(),
            TagEnd::TableCell => {
                if let Some(start) = self.cell_start.take() {
                    let cell = self.out.split_off(start);
                    self.cells.push(cell.trim().to_owned());
                }
            }
            TagEnd::TableHead | TagEnd::TableRow => {
                let row = std::mem::take(&mut self.cells).join(" | ");
                self.out.push_str(&row);
                self.out.push('\n');
            }
            TagEnd::Table => self.blank_line(),
            TagEnd::Link => {
                if let Some((start, address)) = self.links.pop() {
                    let words = self.out[start..].trim().to_owned();
                    if words != address && !address.ends_with(&format!(":{words}")) {
                        self.out.push_str(&format!(" ({address})"));
                    }
                }
            }
            _ => {}
        }
    }

    /// The block that started at the last recorded place, each line prefixed with `prefix`.
    fn prefix_block(&mut self, prefix: &str) {
        let start = self.blocks.pop().unwrap_or(0);
        let block = self.out.split_off(start);
        for line in block.trim_end().lines() {
            self.out.push_str(prefix.trim_end_matches(' '));
            if !line.is_empty() {
                self.out
                    .push_str(&prefix[prefix.trim_end_matches(' ').len()..]);
                self.out.push_str(line);
            }
            self.out.push('\n');
        }
        self.blank_line();
    }

    fn rule(&mut self) {
        self.blank_line();
        self.out.push_str("----------");
        self.blank_line();
    }

    fn finish(self) -> String {
        let mut text = self.out.trim_end().to_owned();
        text.push('\n');
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "https://www.example.com";

    #[test]
    fn every_element_is_styled_inline_and_links_are_absolute_not_rewritten() {
        let body = render(
            "# Titre\n\nUn [lien](/services#method) et [ailleurs](https://example.org/a?b=1).\n\n- un\n- deux\n\n> cité\n",
            Lang::Fr,
            BASE,
        );
        assert!(body.html.contains("<h2 style="), "{}", body.html);
        assert!(body
            .html
            .contains("href=\"https://www.example.com/services?lang=fr#method\""));
        assert!(body.html.contains("href=\"https://example.org/a?b=1\""));
        assert!(body
            .html
            .contains("<ul style=\"margin:0 0 16px;padding-left:24px;\">"));
        assert!(body.html.contains("border-left:4px solid"));
        for bare in ["<p>", "<ul>", "<li>", "<h2>", "<blockquote>", "<a href=\"/"] {
            assert!(!body.html.contains(bare), "{bare} in {}", body.html);
        }
    }

    #[test]
    fn the_text_part_reads_as_the_html() {
        let body = render(
            "# Titre\n\nUn [lien](/services) et <https://example.org>.\n\n1. un\n2. deux\n\n> cité\n> encore\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
            Lang::Fr,
            BASE,
        );
        assert_eq!(
            body.text,
            "Titre\n=====\n\nUn lien (https://www.example.com/services?lang=fr) et https://example.org.\n\n1. un\n2. deux\n\n> cité\n> encore\n\n----------\n\na | b\n1 | 2\n"
        );
    }

    #[test]
    fn right_to_left_text_keeps_its_latin_runs_apart_and_lists_start_on_the_right() {
        let body = render("- نستعمل Kubernetes منذ البداية\n", Lang::Ar, BASE);
        assert!(body.html.contains("padding-right:24px"), "{}", body.html);
        assert!(
            body.html.contains("<span dir=\"ltr\">Kubernetes</span>"),
            "{}",
            body.html
        );
        assert!(!body.text.contains('\u{2066}'));
    }

    #[test]
    fn text_is_escaped_and_raw_html_never_passes() {
        let body = render("a < b & c\n\n<script>x</script>\n", Lang::En, BASE);
        assert!(body.html.contains("a &lt; b &amp; c"), "{}", body.html);
        assert!(!body.html.contains("<script"));
        assert_eq!(
            problems("Texte <b>gras</b> ![pixel](https://tracker.example/p.gif)"),
            vec![
                Problem::RawHtml("<b>".into()),
                Problem::RawHtml("</b>".into()),
                Problem::Image("https://tracker.example/p.gif".into())
            ]
        );
    }
}
