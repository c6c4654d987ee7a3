//! Case studies, articles and the people who write them, in Markdown under `content/` and
//! embedded in the binary, with the files the site serves beside them (photos, downloads).
//!
//! One folder per item, one file per language: `content/cases/<slug>/{fr,en,ar}.md`,
//! `content/articles/<slug>/{fr,en,ar}.md` and `content/people/<slug>/{fr,en,ar}.md`. Each file
//! opens with TOML front matter between `+++` lines (see `CaseMeta`, `ArticleMeta` and
//! `PersonMeta`), then the Markdown body. A person's photo sits in their folder; files offered
//! for download sit in `content/downloads/`.
//!
//! Everything is checked when the library loads, so a mistake fails the build's tests and the
//! server's start rather than showing on a page: a missing field or language, an internal link
//! to a page that does not exist, raw HTML (the site's CSP and styles expect only what the
//! renderer writes), an author who is nobody of `content/people`, a photo that is not there.

pub(crate) mod markdown;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

use rust_embed::RustEmbed;
use serde::Deserialize;

use crate::config::Region;
use crate::lang::Lang;

pub(crate) use markdown::Heading;

#[derive(RustEmbed)]
#[folder = "../../content/"]
#[include = "*.md"]
#[include = "people/*/photo.*"]
#[include = "downloads/*"]
struct Embedded;

/// Extensions a person's photo may have, with the content type it is served as.
pub(crate) const PHOTO_TYPES: [(&str, &str); 4] = [
    ("jpg", "image/jpeg"),
    ("jpeg", "image/jpeg"),
    ("png", "image/png"),
    ("webp", "image/webp"),
];

/// A calendar date from the front matter (`date = 2026-06-26`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// `2026-06-26`, for `<time datetime>`, JSON-LD and the feed.
    pub fn iso(&self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// In running text: "14 octobre 2026", "14 October 2026", "14 أكتوبر 2026".
    pub(crate) fn long(&self, lang: Lang) -> String {
        crate::i18n::long_date(
            lang,
            i32::from(self.year),
            i8::try_from(self.month).unwrap_or(1),
            i8::try_from(self.day).unwrap_or(1),
        )
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        let value = toml::value::Datetime::deserialize(deserializer)?;
        match (value.date, value.time) {
            (Some(date), None) => Ok(Date {
                year: date.year,
                month: date.month,
                day: date.day,
            }),
            _ => Err(serde::de::Error::custom(
                "expected a date without a time, such as 2026-06-26",
            )),
        }
    }
}

/// A headline figure of a case study: `value = "45 %"`, `label = "de coûts en moins"`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    pub value: String,
    pub label: String,
}

/// What a client said, attributed to a role (clients are not named).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quote {
    pub text: String,
    pub role: String,
}

/// What an article or a document is about, from a fixed list: a front matter naming another
/// topic is refused when the content loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    Automation,
    Integration,
    Documents,
    Ai,
    Cloud,
    PublicSector,
}

impl Topic {
    /// In the order of the resources' filter.
    pub const ALL: [Topic; 6] = [
        Topic::Automation,
        Topic::Integration,
        Topic::Documents,
        Topic::Ai,
        Topic::Cloud,
        Topic::PublicSector,
    ];

    /// Its key in front matter and in `?topic=`.
    pub fn key(self) -> &'static str {
        match self {
            Topic::Automation => "automation",
            Topic::Integration => "integration",
            Topic::Documents => "documents",
            Topic::Ai => "ai",
            Topic::Cloud => "cloud",
            Topic::PublicSector => "public-sector",
        }
    }

    pub fn from_key(key: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|topic| topic.key() == key)
    }

    /// Fluent id of its name.
    pub fn label_id(self) -> &'static str {
        match self {
            Topic::Automation => "resources-topic-automation",
            Topic::Integration => "resources-topic-integration",
            Topic::Documents => "resources-topic-documents",
            Topic::Ai => "resources-topic-ai",
            Topic::Cloud => "resources-topic-cloud",
            Topic::PublicSector => "resources-topic-public-sector",
        }
    }

    /// Its icon in the sprite.
    pub(crate) fn icon(self) -> &'static str {
        match self {
            Topic::Automation => "workflow",
            Topic::Integration => "plug",
            Topic::Documents => "file-text",
            Topic::Ai => "sparkles",
            Topic::Cloud => "cloud",
            Topic::PublicSector => "landmark",
        }
    }
}

/// The sector of a case study's client, from a fixed list (refused otherwise, as `Topic`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sector {
    University,
    Ministry,
    Energy,
}

impl Sector {
    /// In the order of the case studies' filter.
    pub const ALL: [Sector; 3] = [Sector::University, Sector::Ministry, Sector::Energy];

    /// Its key in front matter and in `?sector=`.
    pub fn key(self) -> &'static str {
        match self {
            Sector::University => "university",
            Sector::Ministry => "ministry",
            Sector::Energy => "energy",
        }
    }

    pub fn from_key(key: &str) -> Option<Sector> {
        Sector::ALL.into_iter().find(|sector| sector.key() == key)
    }

    /// Fluent id of its name.
    pub fn label_id(self) -> &'static str {
        match self {
            Sector::University => "cases-sector-university",
            Sector::Ministry => "cases-sector-ministry",
            Sector::Energy => "cases-sector-energy",
        }
    }

    /// Its icon in the sprite.
    pub(crate) fn icon(self) -> &'static str {
        match self {
            Sector::University => "graduation-cap",
            Sector::Ministry => "landmark",
            Sector::Energy => "zap",
        }
    }
}

/// Front matter of a case study.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseMeta {
    pub title: String,
    pub summary: String,
    pub date: Date,
    /// The client's sector (`university`, `ministry`, `energy`), the same in every language.
    pub sector: Sector,
    pub duration_months: u32,
    pub tags: Vec<String>,
    /// Technologies, as their makers spell them.
    pub stack: Vec<String>,
    /// Who wrote it: the slug of a person in `content/people`.
    pub author: String,
    pub figures: Vec<Figure>,
    pub quote: Quote,
}

/// What an article is: a step-by-step guide or an article.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Guide,
    Article,
}

impl Kind {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Kind::Guide => "guide",
            Kind::Article => "article",
        }
    }

    /// Fluent id of its name.
    pub(crate) fn label_id(self) -> &'static str {
        match self {
            Kind::Guide => "resources-type-guide",
            Kind::Article => "resources-type-article",
        }
    }
}

/// Front matter of an article.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArticleMeta {
    pub title: String,
    pub summary: String,
    pub date: Date,
    pub kind: Kind,
    /// The topic (`cloud`, `ai`…), the same in every language, used by the listing's filter.
    pub topic: Topic,
    pub tags: Vec<String>,
    /// Who wrote it: the slug of a person in `content/people`.
    pub author: String,
}

/// Front matter of a person of the firm (`content/people/<slug>/<lang>.md`); the body is their
/// short biography.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonMeta {
    /// Their name as a reader of the language writes it (Arabic script in `ar.md`).
    pub name: String,
    /// Their position in the firm: "Associée directrice", "Lead cloud architect".
    pub role: String,
    /// One sentence about them: the page's description and the line under their name.
    pub summary: String,
    /// The office they work from, by region (`canada`, `europe`, `africa`): `site.toml` has
    /// one office per region, which gives its city.
    pub office: Region,
    /// The languages they work in, as codes (`fr`, `en`, `ar`), the one they write best first.
    #[serde(deserialize_with = "language_codes")]
    pub languages: Vec<Lang>,
    /// Their place in the leadership /about shows (1 first); absent for the rest of the team.
    #[serde(default)]
    pub leadership: Option<u32>,
    /// A photo in their folder (`photo.jpg`, `.png` or `.webp`); without one, their initials.
    #[serde(default)]
    pub photo: Option<String>,
    /// A public professional profile elsewhere (an `https` address).
    #[serde(default)]
    pub profile: Option<url::Url>,
}

/// `languages = ["ar", "fr"]`: codes of the site's languages, each once, at least one.
fn language_codes<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<Lang>, D::Error> {
    let codes = Vec::<String>::deserialize(deserializer)?;
    let mut languages = Vec::new();
    for code in codes {
        let lang = Lang::from_code(&code).ok_or_else(|| {
            serde::de::Error::custom(format!("unknown language `{code}`, expected fr, en or ar"))
        })?;
        if languages.contains(&lang) {
            return Err(serde::de::Error::custom(format!(
                "language `{code}` given twice"
            )));
        }
        languages.push(lang);
    }
    if languages.is_empty() {
        return Err(serde::de::Error::custom(
            "at least one language is expected",
        ));
    }
    Ok(languages)
}

/// What every kind of front matter says: the item page's head reads it, and the loader checks
/// that the languages agree on the date.
pub(crate) trait FrontMatter: serde::de::DeserializeOwned {
    fn title(&self) -> &str;
    fn summary(&self) -> &str;
    fn date(&self) -> Date;
    fn tags(&self) -> &[String];
    /// The slug of the person who wrote it.
    fn author(&self) -> &str;
}

/// What the languages of one item must agree on (the date of a story, the office of a
/// person): the loader refuses an item whose languages differ.
pub(crate) trait Shared: serde::de::DeserializeOwned {
    /// The name of the first field whose value differs between the two languages.
    fn differs_from(&self, other: &Self) -> Option<&'static str>;
}

// Both kinds name these fields alike; one body serves them.
macro_rules! front_matter {
    ($($meta:ty),*) => {$(
        impl FrontMatter for $meta {
            fn title(&self) -> &str {
                &self.title
            }
            fn summary(&self) -> &str {
                &self.summary
            }
            fn date(&self) -> Date {
                self.date
            }
            fn tags(&self) -> &[String] {
                &self.tags
            }
            fn author(&self) -> &str {
                &self.author
            }
        }

        impl Shared for $meta {
            fn differs_from(&self, other: &Self) -> Option<&'static str> {
                if self.date != other.date {
                    Some("date")
                } else if self.author != other.author {
                    Some("author")
                } else {
                    None
                }
            }
        }
    )*};
}

front_matter!(CaseMeta, ArticleMeta);

impl Shared for PersonMeta {
    fn differs_from(&self, other: &Self) -> Option<&'static str> {
        if self.office != other.office {
            Some("office")
        } else if self.languages != other.languages {
            Some("languages")
        } else if self.leadership != other.leadership {
            Some("leadership")
        } else if self.photo != other.photo {
            Some("photo")
        } else if self.profile != other.profile {
            Some("profile")
        } else {
            None
        }
    }
}

/// One language of an item: its front matter and its rendered body.
#[derive(Debug, Clone)]
pub struct Document<M> {
    pub meta: M,
    /// The body as HTML, internal links carrying the language, Arabic runs isolated.
    pub html: String,
    /// Second- and third-level headings, with the ids the HTML gives them.
    pub headings: Vec<Heading>,
    pub words: usize,
    /// Links to pages of the site that are not items of the library (`/contact`), checked
    /// against the page registry by `Library::broken_links`.
    pub page_links: Vec<String>,
}

impl<M> Document<M> {
    /// Minutes to read, at 200 words a minute, at least one.
    pub fn reading_minutes(&self) -> usize {
        self.words.div_ceil(200).max(1)
    }

    /// A table of contents is worth it when the text is long and has several sections.
    pub fn has_toc(&self) -> bool {
        self.words >= 600 && self.headings.iter().filter(|h| h.level == 2).count() >= 3
    }
}

/// An item in every language.
#[derive(Debug, Clone)]
pub struct Item<M> {
    pub slug: String,
    /// French, English, Arabic, in `Lang::ALL` order.
    docs: [Document<M>; 3],
}

impl<M> Item<M> {
    pub fn doc(&self, lang: Lang) -> &Document<M> {
        match lang {
            Lang::Fr => &self.docs[0],
            Lang::En => &self.docs[1],
            Lang::Ar => &self.docs[2],
        }
    }

    /// Every link to a page of the site in any language, with its language.
    fn page_links(&self) -> impl Iterator<Item = (Lang, &str)> {
        Lang::ALL.into_iter().flat_map(move |lang| {
            self.doc(lang)
                .page_links
                .iter()
                .map(move |link| (lang, link.as_str()))
        })
    }
}

pub(crate) type Case = Item<CaseMeta>;
pub(crate) type Article = Item<ArticleMeta>;
pub(crate) type Person = Item<PersonMeta>;

impl Person {
    /// The address of their photo, if they have one.
    pub fn photo_path(&self) -> Option<String> {
        self.doc(Lang::Fr)
            .meta
            .photo
            .as_ref()
            .map(|file| format!("/about/{}/{file}", self.slug))
    }
}

/// Why the content could not be loaded, one entry per problem, naming the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContentError {
    #[error("{file}: no front matter between `+++` lines")]
    NoFrontMatter { file: String },
    #[error("{file}: front matter: {message}")]
    FrontMatter { file: String, message: String },
    #[error("{collection}/{slug}: no {lang}.md")]
    MissingLanguage {
        collection: String,
        slug: String,
        lang: &'static str,
    },
    #[error("{file}: raw HTML is not allowed in Markdown: {html}")]
    RawHtml { file: String, html: String },
    #[error("{file}: link to {target}, which is no page of the site")]
    BrokenLink { file: String, target: String },
    #[error("{file}: the languages disagree on `{field}`")]
    LanguagesDisagree { file: String, field: &'static str },
    #[error("{file}: author `{author}` is no person of content/people")]
    UnknownAuthor { file: String, author: String },
    #[error("{file}: {missing} is not there, or is not a {expected}")]
    MissingFile {
        file: String,
        missing: String,
        expected: &'static str,
    },
    #[error(
        "{path}: not a file of content/<cases|articles|people>/<slug>/<fr|en|ar>.md, a person's photo or a download"
    )]
    Unexpected { path: String },
}

/// One item's files by language: (path, text).
type Sources = BTreeMap<Lang, (String, String)>;

/// Every case study and article, newest first; the people, leadership first; the files.
#[derive(Debug, Clone, Default)]
pub struct Library {
    pub cases: Vec<Case>,
    pub articles: Vec<Article>,
    /// The leadership in its order, then everyone else by slug.
    pub people: Vec<Person>,
    /// Files other than Markdown by their path under `content/` (photos, downloads).
    pub files: BTreeMap<String, Vec<u8>>,
}

impl Library {
    /// Links of the items to pages that are none of `pages` (the page registry's paths):
    /// `main` refuses to serve with any, and the tests keep them away.
    pub fn broken_links(&self, pages: &[&str]) -> Vec<ContentError> {
        let mut broken = Vec::new();
        let cases = self
            .cases
            .iter()
            .map(|case| ("cases", &case.slug, case.page_links().collect::<Vec<_>>()));
        let articles = self.articles.iter().map(|article| {
            let links = article.page_links().collect::<Vec<_>>();
            ("articles", &article.slug, links)
        });
        for (collection, slug, links) in cases.chain(articles) {
            for (lang, target) in links {
                let page = target.split(['?', '#']).next().unwrap_or_default();
                if !pages.contains(&page) {
                    broken.push(ContentError::BrokenLink {
                        file: format!("{collection}/{slug}/{}.md", lang.as_str()),
                        target: target.to_owned(),
                    });
                }
            }
        }
        broken
    }

    /// The library built into the binary. `main` checks it with `Library::embedded` before
    /// serving, so after start-up this never comes back empty because of a content error.
    pub fn get() -> &'static Library {
        static LIBRARY: OnceLock<Library> = OnceLock::new();
        LIBRARY.get_or_init(|| match Library::embedded() {
            Ok(library) => library,
            Err(errors) => {
                for error in &errors {
                    tracing::error!(%error, "content");
                }
                Library::default()
            }
        })
    }

    /// Loads and checks the embedded content.
    pub fn embedded() -> Result<Library, Vec<ContentError>> {
        let files = Embedded::iter()
            .filter_map(|path| {
                let file = Embedded::get(&path)?;
                Some((path.to_string(), file.data.into_owned()))
            })
            .collect();
        Library::from_files(files)
    }

    /// Loads a content folder from disk (the tests' fixtures).
    pub fn from_dir(dir: &Path) -> Result<Library, Vec<ContentError>> {
        let mut files = Vec::new();
        for collection in ["cases", "articles", "people"] {
            let Ok(slugs) = std::fs::read_dir(dir.join(collection)) else {
                continue;
            };
            for slug in slugs.flatten() {
                let Ok(entries) = std::fs::read_dir(slug.path()) else {
                    continue;
                };
                for entry in entries.flatten() {
                    if let Ok(data) = std::fs::read(entry.path()) {
                        files.push((
                            format!(
                                "{collection}/{}/{}",
                                slug.file_name().to_string_lossy(),
                                entry.file_name().to_string_lossy()
                            ),
                            data,
                        ));
                    }
                }
            }
        }
        if let Ok(entries) = std::fs::read_dir(dir.join("downloads")) {
            for entry in entries.flatten() {
                if let Ok(data) = std::fs::read(entry.path()) {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    files.push((format!("downloads/{name}"), data));
                }
            }
        }
        Library::from_files(files)
    }

    /// Builds the library from `(path under content/, bytes)` pairs, reporting every problem.
    pub(crate) fn from_files(files: Vec<(String, Vec<u8>)>) -> Result<Library, Vec<ContentError>> {
        let mut errors = Vec::new();
        // collection → slug → lang → text
        let mut sources: BTreeMap<&str, BTreeMap<String, Sources>> = BTreeMap::new();
        let mut others = BTreeMap::new();
        for (path, data) in files {
            let parts: Vec<&str> = path.split('/').collect();
            let markdown = match parts.as_slice() {
                [collection @ ("cases" | "articles" | "people"), slug, file] => file
                    .strip_suffix(".md")
                    .and_then(Lang::from_code)
                    .map(|lang| (*collection, (*slug).to_owned(), lang)),
                _ => None,
            };
            let other = matches!(parts.as_slice(), ["people", _, file] if file.starts_with("photo."))
                || matches!(parts.as_slice(), ["downloads", file] if !file.starts_with('.'));
            match markdown {
                Some((collection, slug, lang)) => {
                    let collection = match collection {
                        "cases" => "cases",
                        "articles" => "articles",
                        _ => "people",
                    };
                    let text = String::from_utf8_lossy(&data).into_owned();
                    sources
                        .entry(collection)
                        .or_default()
                        .entry(slug)
                        .or_default()
                        .insert(lang, (path, text));
                }
                None if other => {
                    others.insert(path, data);
                }
                None => errors.push(ContentError::Unexpected { path }),
            }
        }

        // A link to an item must name one of this library; links to the site's other pages
        // are checked against the page registry by `broken_links`.
        let mut known: Vec<String> = Vec::new();
        for (collection, items) in &sources {
            let prefix = match *collection {
                "cases" => "/cases/",
                "articles" => "/resources/",
                _ => "/about/",
            };
            known.extend(items.keys().map(|slug| format!("{prefix}{slug}")));
        }

        // Articles first: problems are reported in the order of the paths.
        let mut articles: Vec<Article> = load_collection(&sources, "articles", &known, &mut errors);
        let mut cases: Vec<Case> = load_collection(&sources, "cases", &known, &mut errors);
        let mut people: Vec<Person> = load_collection(&sources, "people", &known, &mut errors);
        articles.sort_by_key(|item| std::cmp::Reverse(item.doc(Lang::Fr).meta.date));
        cases.sort_by_key(|item| std::cmp::Reverse(item.doc(Lang::Fr).meta.date));
        // The leadership in its order, then the others; the slug settles the rest.
        people.sort_by_key(|person| {
            let rank = person.doc(Lang::Fr).meta.leadership;
            (rank.is_none(), rank, person.slug.clone())
        });

        let slugs: Vec<&str> = people.iter().map(|p| p.slug.as_str()).collect();
        check_authors("articles", &articles, &slugs, &mut errors);
        check_authors("cases", &cases, &slugs, &mut errors);
        for person in &people {
            let Some(file) = &person.doc(Lang::Fr).meta.photo else {
                continue;
            };
            let path = format!("people/{}/{file}", person.slug);
            let typed = PHOTO_TYPES
                .iter()
                .any(|(ext, _)| file.strip_prefix("photo.") == Some(ext));
            if !typed || !others.contains_key(&path) {
                errors.push(ContentError::MissingFile {
                    file: format!("people/{}", person.slug),
                    missing: path,
                    expected: "photo.jpg, photo.png or photo.webp in their folder",
                });
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Library {
            cases,
            articles,
            people,
            files: others,
        })
    }

    pub fn case(&self, slug: &str) -> Option<&Case> {
        self.cases.iter().find(|c| c.slug == slug)
    }

    pub fn article(&self, slug: &str) -> Option<&Article> {
        self.articles.iter().find(|a| a.slug == slug)
    }

    pub fn person(&self, slug: &str) -> Option<&Person> {
        self.people.iter().find(|p| p.slug == slug)
    }

    /// The people /about shows as the leadership, in their order.
    pub fn leadership(&self) -> impl Iterator<Item = &Person> {
        self.people
            .iter()
            .filter(|person| person.doc(Lang::Fr).meta.leadership.is_some())
    }

    /// A file offered for download (`content/downloads/<name>`).
    pub(crate) fn download(&self, name: &str) -> Option<&[u8]> {
        self.files
            .get(&format!("downloads/{name}"))
            .map(Vec::as_slice)
    }

    /// A person's photo and its content type.
    pub fn photo(&self, slug: &str, file: &str) -> Option<(&[u8], &'static str)> {
        let person = self.person(slug)?;
        if person.doc(Lang::Fr).meta.photo.as_deref() != Some(file) {
            return None;
        }
        let extension = file.rsplit('.').next()?;
        let (_, content_type) = PHOTO_TYPES.iter().find(|(ext, _)| *ext == extension)?;
        let data = self.files.get(&format!("people/{slug}/{file}"))?;
        Some((data.as_slice(), *content_type))
    }
}

/// Reports each story whose author is nobody of `content/people`.
fn check_authors<M: FrontMatter>(
    collection: &str,
    items: &[Item<M>],
    people: &[&str],
    errors: &mut Vec<ContentError>,
) {
    for item in items {
        let author = item.doc(Lang::Fr).meta.author();
        if !people.contains(&author) {
            errors.push(ContentError::UnknownAuthor {
                file: format!("{collection}/{}", item.slug),
                author: author.to_owned(),
            });
        }
    }
}

/// Every item of one collection that loads without a problem, in the order of their slugs.
fn load_collection<M: Shared>(
    sources: &BTreeMap<&str, BTreeMap<String, Sources>>,
    collection: &str,
    known: &[String],
    errors: &mut Vec<ContentError>,
) -> Vec<Item<M>> {
    sources
        .get(collection)
        .into_iter()
        .flatten()
        .filter_map(|(slug, by_lang)| load_item(collection, slug, by_lang, known, errors))
        .collect()
}

fn load_item<M: Shared>(
    collection: &str,
    slug: &str,
    by_lang: &Sources,
    known: &[String],
    errors: &mut Vec<ContentError>,
) -> Option<Item<M>> {
    let mut docs = Vec::new();
    for lang in Lang::ALL {
        let Some((path, text)) = by_lang.get(&lang) else {
            errors.push(ContentError::MissingLanguage {
                collection: collection.to_owned(),
                slug: slug.to_owned(),
                lang: lang.as_str(),
            });
            continue;
        };
        match parse::<M>(path, text, lang, known) {
            Ok(doc) => docs.push(doc),
            Err(mut problems) => errors.append(&mut problems),
        }
    }
    let docs: [Document<M>; 3] = docs.try_into().ok()?;
    if let Some(field) = docs.iter().find_map(|d| d.meta.differs_from(&docs[0].meta)) {
        errors.push(ContentError::LanguagesDisagree {
            file: format!("{collection}/{slug}"),
            field,
        });
        return None;
    }
    Some(Item {
        slug: slug.to_owned(),
        docs,
    })
}

/// Splits `+++`-delimited front matter from the body.
fn split_front_matter(text: &str) -> Option<(&str, &str)> {
    let text = text.trim_start_matches('\u{feff}');
    let rest = text
        .strip_prefix("+++\n")
        .or_else(|| text.strip_prefix("+++\r\n"))?;
    let end = rest.find("\n+++")?;
    let front = &rest[..end];
    let body = rest[end + 4..].trim_start_matches(['\r', '\n']);
    Some((front, body))
}

fn parse<M: serde::de::DeserializeOwned>(
    path: &str,
    text: &str,
    lang: Lang,
    known: &[String],
) -> Result<Document<M>, Vec<ContentError>> {
    let Some((front, body)) = split_front_matter(text) else {
        return Err(vec![ContentError::NoFrontMatter {
            file: path.to_owned(),
        }]);
    };
    let meta: M = toml::from_str(front).map_err(|error| {
        vec![ContentError::FrontMatter {
            file: path.to_owned(),
            message: error.message().to_owned(),
        }]
    })?;
    let rendered = markdown::render(body, lang);
    let mut errors = Vec::new();
    for html in rendered.raw_html {
        errors.push(ContentError::RawHtml {
            file: path.to_owned(),
            html,
        });
    }
    let mut page_links = Vec::new();
    for target in rendered.internal_links {
        let page = target.split(['?', '#']).next().unwrap_or_default();
        let names_an_item = ITEM_PREFIXES.iter().any(|prefix| page.starts_with(prefix));
        if known.iter().any(|k| k == page) {
            continue;
        }
        if names_an_item {
            errors.push(ContentError::BrokenLink {
                file: path.to_owned(),
                target,
            });
        } else {
            page_links.push(target);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Document {
        meta,
        html: rendered.html,
        headings: rendered.headings,
        words: rendered.words,
        page_links,
    })
}

/// Where the items' pages are: a link under these names an item, which must exist.
const ITEM_PREFIXES: [&str; 2] = ["/cases/", "/resources/"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_content_loads_without_a_problem() {
        let library = Library::embedded().unwrap_or_else(|errors| {
            panic!("content problems: {errors:#?}");
        });
        assert_eq!(library.cases.len(), 3);
        assert_eq!(library.articles.len(), 6);
        assert!(library.leadership().count() >= 3);
        let dates: Vec<Date> = library
            .articles
            .iter()
            .map(|a| a.doc(Lang::Fr).meta.date)
            .collect();
        let mut sorted = dates.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(dates, sorted, "newest first");
    }

    #[test]
    fn front_matter_is_split_from_the_body() {
        let (front, body) =
            split_front_matter("+++\ntitle = \"x\"\n+++\n\nHello").expect("front matter");
        assert_eq!(front, "title = \"x\"");
        assert_eq!(body, "Hello");
        assert!(split_front_matter("title = \"x\"\n\nHello").is_none());
    }
}
