//! The company pages: /, /about, /cases. Every section is present in every language (its h2
//! is the Fluent message, so a section that disappears or a message that goes missing fails
//! here), the home page's marketing figures are exact, and the links between the pages hold.
//! The case study pages are tested in `content_stories`.

use vitrine::facts;

use crate::support::*;

const HOME_SECTIONS: [&str; 6] = [
    "home-stats-title",
    "home-services-title",
    "home-sectors-title",
    "home-cases-title",
    "home-testimonial-title",
    "home-cta-title",
];
const ABOUT_SECTIONS: [&str; 7] = [
    "about-mission-title",
    "about-vision-title",
    "about-values-title",
    "about-timeline-title",
    "about-leadership-title",
    "about-team-title",
    "about-cta-title",
];
const CASES_SECTIONS: [&str; 2] = ["cases-list-title", "cases-cta-title"];
/// The solution family each home card leads to, on /solutions.
const FAMILIES: [&str; 6] = ["ai", "cloud", "public", "custom", "data", "automation"];

/// The three pages: path, Fluent prefix, the ids of their h2 headings in page order.
const PAGES: [(&str, &str, &[&str]); 3] = [
    ("/", "home", &HOME_SECTIONS),
    ("/about", "about", &ABOUT_SECTIONS),
    ("/cases", "cases", &CASES_SECTIONS),
];

/// One h1 (the hero's title), then exactly the expected section headings, in order.
fn assert_every_section(answer: &Answer, path: &str, key: &str, sections: &[&str], lang: Lang) {
    assert_page_shows(
        answer,
        "main h1",
        [shown(lang, &format!("{key}-hero-title"))],
        &format!("{path} {lang:?}: h1"),
    );
    assert_page_shows(
        answer,
        "main h2",
        shown_all(lang, sections.iter()),
        &format!("{path} {lang:?}: section headings"),
    );
    let main = answer.texts("main").join(" ");
    for prefix in ["home-", "about-", "cases-"] {
        assert!(
            !main.contains(prefix),
            "{path} {lang:?}: a message id is shown instead of its text: {main}"
        );
    }
}

/// Every company page in every language.
async fn company_pages() -> Vec<(
    (&'static str, &'static str, &'static [&'static str]),
    Lang,
    Answer,
)> {
    in_every_language(&PAGES, |(path, _, _)| path.to_owned()).await
}

#[actix_web::test]
async fn company_pages_show_every_section_in_every_language() {
    for ((path, key, sections), lang, answer) in company_pages().await {
        assert_every_section(&answer, path, key, sections, lang);
    }
}

/// The stats section's text, and the text of each of its values.
async fn home_stats(lang: Lang) -> (String, Vec<String>) {
    let answer = page("/", lang).await;
    let section = answer
        .texts(r#"main section[aria-labelledby="home-stats-title"]"#)
        .join(" ");
    let values = answer.texts(r#"main section[aria-labelledby="home-stats-title"] .stat-value"#);
    (section, values)
}

fn assert_marketing_figures(lang: Lang, section: &str, values: &[String]) {
    let section = &vitrine::bidi::without_isolates(section);
    for figure in [
        facts::FOUNDED.to_string(),
        facts::over(lang, facts::PROJECTS_OVER),
        facts::over(lang, facts::EXPERIENCE_YEARS_OVER),
        facts::availability(lang),
    ] {
        assert!(
            section.contains(&figure),
            "{lang:?}: {figure} missing from the stats: {section}"
        );
    }
    for (low, high) in [("3", "12"), ("45", "80")] {
        assert!(
            values.iter().any(|v| v.contains(low) && v.contains(high)),
            "{lang:?}: no figure reads {low} to {high}: {values:?}"
        );
    }
    // Western digits only, in every language (no Arabic-Indic digits).
    assert!(
        !section
            .chars()
            .any(|c| ('\u{0660}'..='\u{0669}').contains(&c)),
        "{lang:?}: {section}"
    );
    // Figures first, then phrases: three of a kind per row on wide screens.
    let expected: Vec<String> = [
        "projects",
        "experience",
        "availability",
        "since",
        "duration",
        "savings",
    ]
    .iter()
    .map(|key| shown(lang, &format!("home-stats-{key}-value")))
    .collect();
    assert_eq!(values, expected.as_slice(), "{lang:?}: stat values");
}

#[actix_web::test]
async fn home_shows_the_exact_marketing_figures_in_every_language() {
    for (lang, since) in [
        (Lang::Fr, "Depuis 2015"),
        (Lang::En, "Since 2015"),
        (Lang::Ar, "منذ 2015"),
    ] {
        let (section, values) = home_stats(lang).await;
        assert!(section.contains(since), "{lang:?}: {section}");
        assert_marketing_figures(lang, &section, &values);
    }
}

#[actix_web::test]
async fn home_cards_lead_to_services_solutions_and_each_case_in_the_same_language() {
    for lang in Lang::ALL {
        let code = lang.as_str();
        let answer = page("/", lang).await;
        // The six solution families, each leading to its own on /solutions.
        let families = answer.attrs(
            r#"section[aria-labelledby="home-services-title"] .card a"#,
            "href",
        );
        let expected: Vec<String> = FAMILIES
            .iter()
            .map(|key| format!("/solutions?lang={code}#solution-{key}"))
            .collect();
        assert_eq!(families, expected, "{lang:?}");
        let links = answer.attrs(
            r#"section[aria-labelledby="home-services-title"] .home-section-links a"#,
            "href",
        );
        assert_eq!(
            links,
            vec![
                format!("/services?lang={code}"),
                format!("/solutions?lang={code}")
            ],
            "{lang:?}"
        );
        // Every case study, newest first.
        let cases = answer.attrs(
            r#"section[aria-labelledby="home-cases-title"] .card a"#,
            "href",
        );
        let expected: Vec<String> = vitrine::content::Library::get()
            .cases
            .iter()
            .map(|case| format!("/cases/{}?lang={code}", case.slug))
            .collect();
        assert_eq!(cases, expected, "{lang:?}");
        let hero = answer.attrs(".page-hero .hero-actions a", "href");
        assert_eq!(
            hero,
            vec![
                format!("/contact?lang={code}"),
                format!("/services?lang={code}")
            ],
            "{lang:?}"
        );
        assert_eq!(
            answer.texts(".cta-band .btn").len(),
            2,
            "{lang:?}: call to action buttons"
        );
    }
    // The families the home page links to are on /solutions.
    let solutions = page("/solutions", Lang::Fr).await;
    let ids = solutions.attrs("article.solution", "id");
    let expected: Vec<String> = FAMILIES.iter().map(|k| format!("solution-{k}")).collect();
    assert_eq!(ids, expected);
}

#[actix_web::test]
async fn home_testimonial_is_a_case_studys_quote_attributed_to_a_role_not_a_person() {
    let case = vitrine::content::Library::get()
        .case(vitrine::pages::stories::TESTIMONIAL_CASE)
        .expect("the quoted case study");
    for lang in Lang::ALL {
        let answer = page("/", lang).await;
        let quote = &case.doc(lang).meta.quote;
        let what = format!("{lang:?}");
        assert_one_text(&answer, "figure.quote blockquote", &quote.text, &what);
        assert_one_text(
            &answer,
            "figure.quote figcaption strong",
            &quote.role,
            &what,
        );
        let case_page = format!("/cases/{}?lang={}", case.slug, lang.as_str());
        assert_eq!(
            answer.attrs("figure.quote figcaption a", "href"),
            [case_page],
            "{lang:?}: it leads to its case study"
        );
    }
}

#[actix_web::test]
async fn about_timeline_runs_2015_2018_2020_2025_and_lists_values_and_team() {
    for lang in Lang::ALL {
        let answer = page("/about", lang).await;
        assert_page_shows(
            &answer,
            ".timeline-year",
            ["2015", "2018", "2020", "2025"],
            &format!("{lang:?}"),
        );
        assert_eq!(answer.texts(".timeline-item h3").len(), 4, "{lang:?}");
        let values = answer.texts(r#"section[aria-labelledby="about-values-title"] .card h3"#);
        assert_eq!(values.len(), 4, "{lang:?}: {values:?}");
        let team = answer.texts(r#"section[aria-labelledby="about-team-title"] .card h3"#);
        assert_eq!(
            team,
            shown_all(
                lang,
                [
                    "about-team-leadership-title",
                    "about-team-ai-title",
                    "about-team-integration-title",
                    "about-team-cloud-title",
                ]
            ),
            "{lang:?}"
        );
    }
}

#[actix_web::test]
async fn every_section_is_labelled_by_a_heading_and_every_icon_is_hidden() {
    for ((path, _, _), lang, answer) in company_pages().await {
        let labels = answer.attrs("main > section, main > article", "aria-labelledby");
        assert_eq!(
            labels.len(),
            answer.texts("main > section, main > article").len(),
            "{path} {lang:?}: a section without aria-labelledby"
        );
        for label in labels.iter().flat_map(|l| l.split_ascii_whitespace()) {
            let heading = answer.texts(&format!("main h1#{label}, main h2#{label}"));
            assert_eq!(
                heading.len(),
                1,
                "{path} {lang:?}: #{label} is not a heading"
            );
        }
        let icons = answer.texts("main svg").len();
        assert_eq!(
            answer.attrs("main svg", "aria-hidden").len(),
            icons,
            "{path} {lang:?}: an icon is not hidden"
        );
    }
}

#[actix_web::test]
async fn company_pages_have_a_title_and_a_description_of_search_engine_length() {
    for ((path, key, _), lang, answer) in company_pages().await {
        assert_title_and_description(&answer, lang, key, &format!("{path} {lang:?}"));
    }
}
