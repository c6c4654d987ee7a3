//! The people of the firm (`content/people`): their cards on /about, the byline of what they
//! wrote, their own page `/about/<slug>`, their photo, and how structured data names them.
//!
//! The people are fictional, as the firm is: their page says so, and so does /about.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse, Route};
use askama::Template;
use serde_json::json;

use super::context::{DocumentMeta, PageContext};
use super::islands::escape_json_for_script;
use super::page::Page;
use super::render::render_page;
use crate::content::{FrontMatter, Library, Person};
use crate::error::AppError;
use crate::lang::Lang;
use crate::state::AppState;
use crate::visitor::Visitor;

/// The GET route the registry mounts for `/about/{slug}`.
pub(crate) fn person_route() -> Route {
    web::get().to(person_page)
}

/// The sitemap's paths of the people, leadership first.
pub(crate) fn person_paths() -> Vec<String> {
    Library::get()
        .people
        .iter()
        .map(|person| format!("/about/{}", person.slug))
        .collect()
}

/// Text from the front matter, isolated run by run in Arabic as Fluent messages are.
fn text(lang: Lang, value: &str) -> String {
    if lang.is_rtl() {
        crate::bidi::isolate_ltr_runs(value).into_owned()
    } else {
        value.to_owned()
    }
}

/// What a person's card, byline and page show of them, in one language.
pub(crate) struct PersonCard {
    /// Their page, in the reader's language.
    pub href: String,
    pub name: String,
    pub role: String,
    pub summary: String,
    /// The region's name, the city and the phone (`tel:` link, number) of their office.
    pub region: String,
    pub city: String,
    pub phone: Option<(String, String)>,
    /// The letters shown when there is no photo.
    pub initials: String,
    /// The address of their photo.
    pub photo: Option<String>,
}

impl PersonCard {
    pub(crate) fn of(ctx: &PageContext, person: &Person) -> PersonCard {
        let lang = ctx.lang;
        let meta = &person.doc(lang).meta;
        let office = ctx.config.office(meta.office);
        PersonCard {
            href: ctx.link(&format!("/about/{}", person.slug)),
            name: text(lang, &meta.name),
            role: text(lang, &meta.role),
            summary: text(lang, &meta.summary),
            region: ctx.region_name(&meta.office),
            city: office
                .map(|o| o.city_in(&lang).to_owned())
                .unwrap_or_default(),
            phone: office.map(|o| (o.phone_href(), o.phone.clone())),
            initials: initials(&meta.name),
            photo: person.photo_path(),
        }
    }

    /// The card of the person `slug`, if there is one.
    pub(crate) fn find(ctx: &PageContext, slug: &str) -> Option<PersonCard> {
        Library::get()
            .person(slug)
            .map(|person| PersonCard::of(ctx, person))
    }
}

/// The leadership /about shows, in its order.
pub(crate) fn leadership(ctx: &PageContext) -> Vec<PersonCard> {
    Library::get()
        .leadership()
        .map(|person| PersonCard::of(ctx, person))
        .collect()
}

/// "HT" for Hélène Tremblay: the first letter of the first and last names. A name in Arabic
/// script gets its first letter only, as Arabic monograms are written.
pub(crate) fn initials(name: &str) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let first_letter = |word: &str| word.chars().next().map(|c| c.to_uppercase().to_string());
    let arabic = name.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c));
    let mut out = words
        .first()
        .and_then(|w| first_letter(w))
        .unwrap_or_default();
    if !arabic && words.len() > 1 {
        out.push_str(
            &words
                .last()
                .and_then(|w| first_letter(w))
                .unwrap_or_default(),
        );
    }
    out
}

/// JSON-LD `Person`: their name, role, office, languages and page.
pub(crate) fn person_json(ctx: &PageContext, person: &Person) -> serde_json::Value {
    let lang = ctx.lang;
    let meta = &person.doc(lang).meta;
    let mut value = json!({
        "@type": "Person",
        "name": meta.name,
        "jobTitle": meta.role,
        "description": meta.summary,
        "url": format!("{}/about/{}?lang={}", ctx.config.base(), person.slug, lang.as_str()),
        "knowsLanguage": meta.languages.iter().map(|l| l.as_str()).collect::<Vec<_>>(),
        "worksFor": { "@type": "Organization", "name": ctx.brand() },
    });
    if let Some(office) = ctx.config.office(meta.office) {
        value["workLocation"] = json!({
            "@type": "Place",
            "address": {
                "@type": "PostalAddress",
                "addressLocality": office.city_in(&lang),
                "addressCountry": office.country_in(&lang),
            },
        });
    }
    if let Some(photo) = person.photo_path() {
        value["image"] = json!(ctx.absolute(&photo));
    }
    if let Some(profile) = &meta.profile {
        value["sameAs"] = json!([profile.as_str()]);
    }
    value
}

/// The author of a story as JSON-LD, or the firm itself if the slug names nobody (the
/// library refuses such a story, so this only guards the page).
pub(crate) fn author_json(ctx: &PageContext, slug: &str) -> serde_json::Value {
    match Library::get().person(slug) {
        Some(person) => person_json(ctx, person),
        None => json!({ "@type": "Organization", "name": ctx.brand() }),
    }
}

/// JSON-LD of /about: the page, about the firm, whose leadership it names.
pub(crate) fn about_json_ld(ctx: &PageContext) -> String {
    let people: Vec<serde_json::Value> = Library::get()
        .leadership()
        .map(|person| person_json(ctx, person))
        .collect();
    let value = json!({
        "@context": "https://schema.org",
        "@type": "AboutPage",
        "url": ctx.canonical_url(),
        "inLanguage": ctx.lang_code(),
        "mainEntity": {
            "@type": "Organization",
            "name": ctx.brand(),
            "url": format!("{}/", ctx.config.base()),
            "foundingDate": crate::facts::FOUNDED.to_string(),
            "employee": people,
        },
    });
    escape_json_for_script(&value.to_string())
}

/// A case study or article a person wrote, as their page lists it.
pub(crate) struct Work {
    pub href: String,
    pub title: String,
    /// Fluent id of its kind: a case study, a guide or an article.
    pub kind: &'static str,
    pub date_iso: String,
    pub date_text: String,
}

fn works_of(lang: Lang, slug: &str) -> Vec<Work> {
    let library = Library::get();
    let code = lang.as_str();
    // One of the person's works, or `None` when `author` is someone else.
    let work = |author: &str, href: String, title: &str, kind, date: crate::content::Date| {
        let work = Work {
            href,
            title: text(lang, title),
            kind,
            date_iso: date.iso(),
            date_text: date.long(lang),
        };
        (author == slug).then_some((date, work))
    };
    let cases = library.cases.iter().filter_map(|case| {
        let meta = &case.doc(lang).meta;
        let href = format!("/cases/{}?lang={code}", case.slug);
        let kind = "person-work-case";
        work(meta.author(), href, &meta.title, kind, meta.date)
    });
    let articles = library.articles.iter().filter_map(|article| {
        let meta = &article.doc(lang).meta;
        let href = format!("/resources/{}?lang={code}", article.slug);
        let kind = meta.kind.label_id();
        work(meta.author(), href, &meta.title, kind, meta.date)
    });
    let mut works: Vec<(crate::content::Date, Work)> = cases.chain(articles).collect();
    works.sort_by_key(|(date, _)| std::cmp::Reverse(*date));
    works.into_iter().map(|(_, work)| work).collect()
}

/// Fluent id of a language's name in running text ("arabe", "Arabic", "العربية").
pub fn language_label(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "person-language-fr",
        Lang::En => "person-language-en",
        Lang::Ar => "person-language-ar",
    }
}

#[derive(Template)]
#[template(path = "pages/person.html")]
pub(crate) struct PersonTemplate {
    pub ctx: PageContext,
    pub person: PersonCard,
    /// Their biography as HTML, built from the Markdown at start.
    pub bio: String,
    /// Fluent ids of the languages they work in.
    pub languages: Vec<&'static str>,
    pub profile: Option<String>,
    pub works: Vec<Work>,
}

/// `/about/<slug>`: one person in the visitor's language, with their own title, description
/// and structured data.
async fn person_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let Some(person) = Library::get().person(&slug) else {
        return Err(AppError::not_found(&req));
    };
    let visitor = Visitor::from_request(&req);
    let lang = visitor.lang;
    let doc = person.doc(lang);
    let page = Page::of_request(&req);
    let mut ctx = PageContext::new(&state, &visitor, page);
    ctx.path = format!("/about/{}", person.slug);
    let card = PersonCard::of(&ctx, person);
    let json_ld = json!({
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        "url": ctx.canonical_url(),
        "inLanguage": ctx.lang_code(),
        "mainEntity": person_json(&ctx, person),
    });
    ctx.document = Some(DocumentMeta {
        title: format!("{} · {}", card.name, card.role),
        description: card.summary.clone(),
        og_type: "profile",
        published: None,
        section: None,
        tags: Vec::new(),
        json_ld: escape_json_for_script(&json_ld.to_string()),
    });
    let template = PersonTemplate {
        person: card,
        bio: doc.html.clone(),
        languages: doc
            .meta
            .languages
            .iter()
            .map(|l| language_label(*l))
            .collect(),
        profile: doc.meta.profile.as_ref().map(|url| url.to_string()),
        works: works_of(lang, &person.slug),
        ctx,
    };
    render_page(&req, StatusCode::OK, &template)
}

/// `/about/<slug>/<photo>`: a person's photo, as the library holds it.
pub(crate) async fn photo(
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let (slug, file) = path.into_inner();
    let Some((data, content_type)) = Library::get().photo(&slug, &file) else {
        return Err(AppError::not_found(&req));
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, content_type))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(data.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_take_the_first_and_last_names_or_one_arabic_letter() {
        assert_eq!(initials("Hélène Tremblay"), "HT");
        assert_eq!(initials("Salma El Idrissi"), "SI");
        assert_eq!(initials("Madonna"), "M");
        assert_eq!(initials("سلمى الإدريسي"), "س");
        assert_eq!(initials(""), "");
    }
}
