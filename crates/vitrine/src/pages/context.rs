//! `PageContext`: what the base template and every page read (see the comment at the top of
//! base.html): the language, the page, the site's configuration and the asset URLs.

use std::sync::Arc;

use fluent_templates::fluent_bundle::FluentValue;

use super::page::Page;
use crate::assets::Manifest;
use crate::config::{Config, Office, Organisation, Region};
use crate::i18n;
use crate::lang::Lang;
use crate::state::{AppState, NavLink, Navigation};
use crate::visitor::{NewsletterNotice, Theme, Visitor};

pub(crate) struct PageContext {
    pub lang: Lang,
    /// The page, or `None` for the not-found and error pages.
    pub page: Option<&'static Page>,
    /// Prefix of the `<key>-meta-title` and `<key>-meta-description` ids.
    pub meta_key: &'static str,
    /// The path the visitor asked for (for the language switcher of error pages).
    pub path: String,
    pub config: Arc<Config>,
    /// The navbar and footer links.
    pub navigation: Arc<Navigation>,
    pub theme: Option<Theme>,
    pub suggested_lang: Option<Lang>,
    pub newsletter_notice: Option<NewsletterNotice>,
    /// The address to put back in the newsletter form (a sign-up the database refused).
    pub newsletter_email: Option<String>,
    pub year: i32,
    pub assets: &'static Manifest,
    /// A case study or article: its own title, description and structured data.
    pub document: Option<DocumentMeta>,
    /// A page read from the database that exists in some languages only (an issue of the
    /// newsletter's archive): its canonical address and alternates name only these, French
    /// first. `None`: a page of the registry, in every language.
    pub written_in: Option<Vec<Lang>>,
    /// On a signed-in console page, the console's header; `None` on every other page, the
    /// console's sign-in included.
    pub console: Option<ConsoleChrome>,
}

/// The console's header around a signed-in page: who is signed in, the sign-out form's CSRF
/// token, the sections (built by `console::console_context`).
pub(crate) struct ConsoleChrome {
    pub email: String,
    pub csrf: String,
    pub nav: Vec<ConsoleNavEntry>,
}

/// A link of the console's navigation.
pub(crate) struct ConsoleNavEntry {
    pub href: String,
    /// Fluent id.
    pub label: &'static str,
    pub current: bool,
    /// "3 unread", beside the inbox when messages are new.
    pub unread: Option<String>,
}

/// What a content page says about itself in `<head>` (title, Open Graph type, JSON-LD).
pub(crate) struct DocumentMeta {
    pub title: String,
    pub description: String,
    /// `og:type`: `article` for a case study or an article, `profile` for a person.
    pub og_type: &'static str,
    /// `2026-06-26` (`article:published_time`); a person's page has none.
    pub published: Option<String>,
    /// `article:section`.
    pub section: Option<String>,
    pub tags: Vec<String>,
    /// JSON-LD, escaped for a `<script>` data block.
    pub json_ld: String,
}

/// The consent text beside the field: who sends the letter (registered name, postal address,
/// contact), that a mail will ask to confirm, that leaving takes one click.
pub(crate) fn consent_text(config: &Config, lang: Lang) -> String {
    i18n::lookup_args(
        lang,
        "newsletter-consent",
        &[
            (
                "company",
                FluentValue::from(config.legal.company_name.clone()),
            ),
            (
                "address",
                FluentValue::from(config.legal.registered_office.join(", ")),
            ),
            (
                "email",
                FluentValue::from(config.organisation.email.clone()),
            ),
        ],
    )
}

impl PageContext {
    /// The context of `page` (or of an error page when `None`) for this visitor.
    pub(crate) fn new(
        state: &AppState,
        visitor: &Visitor,
        page: Option<&'static Page>,
    ) -> PageContext {
        PageContext {
            lang: visitor.lang,
            page,
            meta_key: page.map_or("notfound", |page| page.key),
            path: page.map_or("/", |page| page.path).to_owned(),
            config: state.config.clone(),
            navigation: state.navigation.clone(),
            theme: visitor.theme,
            suggested_lang: visitor.suggested_lang,
            newsletter_notice: visitor.newsletter_notice,
            newsletter_email: None,
            year: time::OffsetDateTime::now_utc().year(),
            assets: Manifest::get(),
            document: None,
            written_in: None,
            console: None,
        }
    }
    /// The CSRF token of a signed-in console page's forms; empty on every other page.
    pub(crate) fn console_csrf(&self) -> &str {
        self.console
            .as_ref()
            .map_or("", |console| console.csrf.as_str())
    }

    // ---- text ----
    // Templates name every message by its whole id, so `grep` finds where it is shown.

    /// The message `id` in the page's language.
    pub(crate) fn text(&self, id: &str) -> String {
        i18n::lookup(self.lang, id)
    }

    /// The newsletter's consent text, naming the sender, its postal address and contact.
    pub(crate) fn newsletter_consent(&self) -> String {
        consent_text(&self.config, self.lang)
    }

    /// The message `id` with its one variable `name` set to `value`.
    pub(crate) fn text_with(&self, id: &str, name: &'static str, value: &str) -> String {
        i18n::lookup_args(
            self.lang,
            id,
            &[(name, FluentValue::from(value.to_owned()))],
        )
    }

    /// The message `id` in another language (the language banner speaks the offered language).
    pub(crate) fn text_in(&self, lang: &Lang, id: &str) -> String {
        i18n::lookup(*lang, id)
    }

    /// `days` as the privacy page says a period: in years when they divide evenly.
    pub(crate) fn duration(&self, days: u32) -> String {
        let (id, count) = if days.is_multiple_of(365) {
            ("privacy-duration-years", days / 365)
        } else {
            ("privacy-duration-days", days)
        };
        i18n::lookup_args(self.lang, id, &[("count", FluentValue::from(count))])
    }

    /// A privacy page message with the periods of `[retention]` and `[backup]` (one copy a
    /// day): `$duration` (contact messages), `$leftduration` (subscribers who left),
    /// `$backupduration`.
    pub(crate) fn retention_text(&self, id: &str) -> String {
        let retention = &self.config.retention;
        let backups = u32::try_from(self.config.backup.keep).unwrap_or(u32::MAX);
        i18n::lookup_args(
            self.lang,
            id,
            &[
                (
                    "duration",
                    FluentValue::from(self.duration(retention.messages_days)),
                ),
                (
                    "leftduration",
                    FluentValue::from(self.duration(retention.subscribers_left_days)),
                ),
                ("backupduration", FluentValue::from(self.duration(backups))),
            ],
        )
    }

    pub(crate) fn brand(&self) -> &str {
        &self.config.organisation.brand
    }

    pub(crate) fn org(&self) -> &Organisation {
        &self.config.organisation
    }

    pub(crate) fn offices(&self) -> &[Office] {
        &self.config.offices
    }

    pub(crate) fn region_name(&self, region: &Region) -> String {
        self.text(match region {
            Region::Canada => "office-region-canada",
            Region::Europe => "office-region-europe",
            Region::Africa => "office-region-africa",
        })
    }

    /// `<title>`: the page's title, then the brand.
    pub(crate) fn title(&self) -> String {
        let title = self.og_title();
        if self.lang.is_rtl() {
            // The brand is a name of either direction inside Arabic text.
            format!("{title} · {}", crate::bidi::isolate(self.brand()))
        } else {
            format!("{title} · {}", self.brand())
        }
    }

    /// The page's own title (`<key>-meta-title`, the key from the registry or the error kind).
    pub(crate) fn meta_title(&self) -> String {
        self.text(&format!("{}-meta-title", self.page_key()))
    }

    /// `<key>-meta-description`.
    pub(crate) fn description(&self) -> String {
        match &self.document {
            Some(document) => document.description.clone(),
            None => self.text(&format!("{}-meta-description", self.page_key())),
        }
    }

    /// The page's title without the brand (`og:title`).
    pub(crate) fn og_title(&self) -> String {
        match &self.document {
            Some(document) => document.title.clone(),
            None => self.meta_title(),
        }
    }

    /// `article` for a case study or an article, `profile` for a person, `website` elsewhere.
    pub(crate) fn og_type(&self) -> &'static str {
        self.document
            .as_ref()
            .map_or("website", |document| document.og_type)
    }

    /// The articles' Atom feed in the page's language.
    pub(crate) fn feed_href(&self) -> String {
        format!("/resources/feed.xml?lang={}", self.lang.as_str())
    }

    pub(crate) fn page_key(&self) -> &'static str {
        self.meta_key
    }

    // ---- language and links ----

    pub(crate) fn lang_code(&self) -> &'static str {
        self.lang.as_str()
    }

    pub(crate) fn dir(&self) -> &'static str {
        self.lang.dir()
    }

    /// Classes on `<html>`: `rtl` for Arabic, `dark`/`light` when the visitor chose a theme.
    pub(crate) fn html_class(&self) -> String {
        let mut classes = Vec::new();
        if self.lang.is_rtl() {
            classes.push("rtl");
        }
        if let Some(theme) = self.theme {
            classes.push(theme.as_str());
        }
        classes.join(" ")
    }

    /// An internal link that keeps the language: `/about?lang=en`.
    pub(crate) fn link(&self, path: &str) -> String {
        format!("{path}?lang={}", self.lang.as_str())
    }

    /// The current page in another language (language switcher, banner).
    pub(crate) fn switch_href(&self, lang: &Lang) -> String {
        format!("{}?lang={}", self.path, lang.as_str())
    }

    pub(crate) fn is_current(&self, path: &str) -> bool {
        self.page.is_some() && self.path == path
    }

    pub(crate) fn all_langs(&self) -> [Lang; 3] {
        Lang::ALL
    }

    /// Navbar links: (path, Fluent id of the label), in registry order.
    pub(crate) fn nav_links(&self) -> &[NavLink] {
        &self.navigation.navbar
    }

    pub(crate) fn footer_quick_links(&self) -> &[NavLink] {
        &self.navigation.footer_quick
    }

    pub(crate) fn footer_legal_links(&self) -> &[NavLink] {
        &self.navigation.footer_legal
    }

    /// The languages the page exists in (`written_in`, or every language).
    pub(crate) fn indexed_langs(&self) -> Vec<Lang> {
        self.written_in
            .clone()
            .unwrap_or_else(|| Lang::ALL.to_vec())
    }

    /// The language of the canonical address: the page's, or French where the page shows its
    /// French text because it has none in the visitor's.
    pub(crate) fn canonical_lang(&self) -> Lang {
        match &self.written_in {
            Some(langs) if !langs.contains(&self.lang) => Lang::DEFAULT,
            _ => self.lang,
        }
    }

    pub(crate) fn canonical_url(&self) -> String {
        self.alternate_url(&self.canonical_lang())
    }

    pub(crate) fn alternate_url(&self, lang: &Lang) -> String {
        format!("{}{}?lang={}", self.config.base(), self.path, lang.as_str())
    }

    pub(crate) fn x_default_url(&self) -> String {
        format!("{}{}", self.config.base(), self.path)
    }

    pub(crate) fn is_indexable(&self) -> bool {
        self.page.is_some() || self.written_in.is_some()
    }

    // ---- assets ----

    pub(crate) fn css_url(&self) -> String {
        Manifest::url(&self.assets.css)
    }

    /// `<use href>` of an icon in the sprite.
    pub(crate) fn icon(&self, name: &str) -> String {
        format!("{}#{name}", Manifest::url(&self.assets.icons))
    }

    pub(crate) fn preload_fonts(&self) -> Vec<String> {
        // The Arabic face is the main one on Arabic pages, the Latin face elsewhere.
        let key = if self.lang.is_rtl() {
            "arabic"
        } else {
            "latin"
        };
        self.assets
            .preload_fonts
            .get(key)
            .map(|f| Manifest::url(f))
            .into_iter()
            .collect()
    }

    pub(crate) fn favicon_svg(&self) -> String {
        Manifest::url(&self.assets.favicon_svg)
    }

    pub(crate) fn favicon_png(&self) -> String {
        Manifest::url(&self.assets.favicon_png)
    }

    /// Where the page's Open Graph image is in the build manifest: `<lang>/<page key>`, or
    /// `<lang>/<page key>/<slug>` for a case study or an article.
    pub(crate) fn og_image_key(&self) -> String {
        let lang = self.lang.as_str();
        let key = self.page_key();
        match (&self.document, self.path.rsplit_once('/')) {
            (Some(_), Some((_, slug))) => format!("{lang}/{key}/{slug}"),
            _ => format!("{lang}/{key}"),
        }
    }

    /// The page's own Open Graph image (its title, in its language), absolute; the favicon
    /// if the build drew none for it.
    pub(crate) fn og_image(&self) -> String {
        match self.assets.og.get(&self.og_image_key()) {
            Some(image) => self.absolute(&Manifest::url(&image.file)),
            None => self.absolute(&self.favicon_png()),
        }
    }

    /// Whether the page has an image of its own (then `og:image` gives its size).
    pub(crate) fn has_og_image(&self) -> bool {
        self.assets.og.contains_key(&self.og_image_key())
    }

    pub(crate) fn og_image_width(&self) -> u32 {
        crate::assets::OgImage::WIDTH
    }

    pub(crate) fn og_image_height(&self) -> u32 {
        crate::assets::OgImage::HEIGHT
    }
}
