//! The content collections (`content/cases`, `content/articles`, `content/people`): what
//! loads, and what a mistake in a Markdown file does. Each broken fixture under
//! `tests/fixtures/content/` has one mistake and must be refused with a message naming it.

use std::path::PathBuf;

use vitrine::content::{ContentError, Library};

use crate::support::Lang;

fn fixture(name: &str) -> Result<Library, Vec<ContentError>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/content")
        .join(name);
    assert!(dir.is_dir(), "fixture {name} exists");
    Library::from_dir(&dir)
}

fn refused(name: &str) -> Vec<ContentError> {
    match fixture(name) {
        Ok(_) => panic!("fixture {name} was accepted"),
        Err(errors) => errors,
    }
}

/// The error is about the front matter and its message names `word`.
fn front_matter_names(error: &ContentError, word: &str) -> bool {
    matches!(error, ContentError::FrontMatter { message, .. } if message.contains(word))
}

/// Some error of the refused fixture `name` is about its front matter and names `word`.
fn assert_refused_naming(name: &str, word: &str) {
    let errors = refused(name);
    assert!(
        errors.iter().any(|e| front_matter_names(e, word)),
        "{errors:#?}"
    );
}

#[test]
fn the_site_content_loads_every_item_in_every_language() {
    let library = Library::embedded().unwrap_or_else(|errors| panic!("{errors:#?}"));
    assert_eq!(library.cases.len(), 3);
    assert!(library.articles.len() >= 3);
    for article in &library.articles {
        for lang in Lang::ALL {
            let doc = article.doc(lang);
            assert!(
                doc.words >= 600,
                "{} in {lang:?} has {} words",
                article.slug,
                doc.words
            );
            assert!(
                doc.has_toc(),
                "{} in {lang:?} gets a table of contents",
                article.slug
            );
        }
    }
}

#[test]
fn a_valid_fixture_loads_and_its_links_keep_the_language() {
    let library = fixture("valid").unwrap_or_else(|errors| panic!("{errors:#?}"));
    let article = library.article("good").expect("the article loads");
    assert!(article
        .doc(Lang::Ar)
        .html
        .contains("href=\"/services?lang=ar\""));
    assert_eq!(article.doc(Lang::En).meta.date.iso(), "2026-01-02");
}

#[test]
fn a_missing_field_is_refused_and_named() {
    let errors = refused("missing-field");
    assert_eq!(errors.len(), 3, "{errors:#?}");
    assert!(errors.iter().all(|e| front_matter_names(e, "author")));
}

#[test]
fn a_case_without_its_quote_is_refused() {
    assert_refused_naming("case-without-quote", "quote");
}

#[test]
fn a_missing_language_is_refused() {
    let errors = refused("missing-language");
    assert_eq!(
        errors,
        vec![ContentError::MissingLanguage {
            collection: "articles".into(),
            slug: "good".into(),
            lang: "ar",
        }]
    );
}

#[test]
fn a_broken_internal_link_is_refused() {
    let errors = refused("broken-link");
    assert!(
        errors.iter().all(|e| matches!(
            e,
            ContentError::BrokenLink { target, .. } if target == "/resources/nowhere"
        )) && errors.len() == 3,
        "{errors:#?}"
    );
}

#[test]
fn a_topic_not_in_the_list_is_refused_instead_of_read_as_another() {
    let errors = refused("unknown-topic");
    assert!(
        matches!(
            errors.as_slice(),
            [ContentError::FrontMatter { file, message }]
                if file.ends_with("good/fr.md") && message.contains("blockchain")
        ),
        "{errors:#?}"
    );
}

#[test]
fn every_topic_and_sector_has_a_label_and_an_icon_and_reads_back_from_its_key() {
    use vitrine::content::{Sector, Topic};
    for topic in Topic::ALL {
        assert_eq!(Topic::from_key(topic.key()), Some(topic));
        assert!(topic.label_id().ends_with(topic.key()), "{topic:?}");
    }
    for sector in Sector::ALL {
        assert_eq!(Sector::from_key(sector.key()), Some(sector));
        assert!(sector.label_id().ends_with(sector.key()), "{sector:?}");
    }
    assert_eq!(Topic::from_key("blockchain"), None);
    assert_eq!(Sector::from_key("retail"), None);
}

#[test]
fn raw_html_in_markdown_is_refused() {
    let errors = refused("raw-html");
    assert!(
        errors
            .iter()
            .any(|e| matches!(e, ContentError::RawHtml { html, .. } if html.contains("<script>"))),
        "{errors:#?}"
    );
}

// ---- people ----

#[test]
fn the_valid_fixture_loads_its_person_with_photo_profile_and_place() {
    let library = fixture("valid").unwrap_or_else(|errors| panic!("{errors:#?}"));
    let person = library.person("consultant").expect("the person loads");
    let meta = &person.doc(Lang::Ar).meta;
    assert_eq!(meta.name, "كاميل إكزامبل");
    assert_eq!(meta.office, vitrine::config::Region::Europe);
    assert_eq!(meta.languages, vec![Lang::Fr, Lang::En]);
    assert_eq!(meta.leadership, Some(1));
    assert_eq!(
        meta.profile.as_ref().map(|url| url.as_str()),
        Some("https://social.example.com/@camille")
    );
    assert_eq!(
        person.photo_path().as_deref(),
        Some("/about/consultant/photo.png")
    );
    let (data, content_type) = library
        .photo("consultant", "photo.png")
        .expect("the photo is served");
    assert_eq!(content_type, "image/png");
    assert!(data.starts_with(b"\x89PNG"));
    assert!(library.photo("consultant", "photo.jpg").is_none());
    assert_eq!(library.leadership().count(), 1);
    assert_eq!(
        library
            .article("good")
            .map(|a| a.doc(Lang::Fr).meta.author.as_str()),
        Some("consultant")
    );
}

#[test]
fn a_person_without_a_language_is_refused() {
    assert_eq!(
        refused("people-missing-language"),
        vec![ContentError::MissingLanguage {
            collection: "people".into(),
            slug: "camille".into(),
            lang: "ar",
        }]
    );
}

#[test]
fn a_person_in_an_unknown_office_is_refused() {
    let errors = refused("people-unknown-office");
    assert_eq!(errors.len(), 3, "{errors:#?}");
    assert!(errors.iter().all(|e| front_matter_names(e, "asia")));
}

#[test]
fn a_person_with_a_field_of_no_meaning_is_refused() {
    let errors = refused("people-bad-front-matter");
    assert!(
        !errors.is_empty()
            && errors.iter().all(|e| matches!(
                e,
                ContentError::FrontMatter { file, message }
                    if message.contains("email") && file.starts_with("people/camille/")
            )),
        "{errors:#?}"
    );
}

#[test]
fn a_person_whose_languages_disagree_on_the_office_is_refused() {
    assert_eq!(
        refused("people-disagree"),
        vec![ContentError::LanguagesDisagree {
            file: "people/camille".into(),
            field: "office",
        }]
    );
}

#[test]
fn a_photo_that_is_not_there_is_refused() {
    let errors = refused("people-missing-photo");
    assert!(
        matches!(
            errors.as_slice(),
            [ContentError::MissingFile { missing, .. }] if missing == "people/camille/photo.jpg"
        ),
        "{errors:#?}"
    );
}

#[test]
fn a_story_by_nobody_of_content_people_is_refused() {
    assert_eq!(
        refused("unknown-author"),
        vec![ContentError::UnknownAuthor {
            file: "articles/good".into(),
            author: "nobody".into(),
        }]
    );
}
