//! The offer pages: /services, /solutions, /technology. Every section is present in every
//! language (its h2 is the Fluent message, so a section that disappears or a message that goes
//! missing fails here), the lists hold the number of items the product asks for, the marketing
//! figures are exact, and the data-flow diagram has an accessible name.

use vitrine::i18n::lookup;

use crate::support::*;

/// Each page and the ids of its h2 headings, in page order.
const PAGES: [(&str, &[&str]); 3] = [
    (
        "services",
        &[
            "services-offer-title",
            "services-process-title",
            "services-why-title",
            "services-limits-title",
            "services-cta-title",
        ],
    ),
    (
        "solutions",
        &[
            "solutions-catalog-title",
            "solutions-industries-title",
            "solutions-why-title",
            "solutions-cta-title",
        ],
    ),
    (
        "technology",
        &[
            "technology-stack-title",
            "technology-process-title",
            "technology-dataflow-title",
            "technology-integrations-title",
            "technology-cta-title",
        ],
    ),
];

const SERVICES: [&str; 5] = ["workflow", "documents", "rpa", "integration", "managed"];
const SERVICE_STEPS: [&str; 4] = ["diagnose", "design", "deliver", "run"];
const SOLUTIONS: [&str; 6] = ["ai", "cloud", "public", "custom", "data", "automation"];
const STACK_GROUPS: [&str; 6] = ["languages", "frameworks", "cloud", "data", "ai", "ops"];
const DATAFLOW_STAGES: [&str; 5] = ["sources", "ingestion", "processing", "storage", "apps"];

/// The offer page `/{key}` in `lang`.
async fn offer_page(key: &str, lang: Lang) -> Answer {
    page(&format!("/{key}"), lang).await
}

/// Every offer page in every language.
async fn offer_pages() -> Vec<((&'static str, &'static [&'static str]), Lang, Answer)> {
    in_every_language(&PAGES, |(key, _)| format!("/{key}")).await
}

#[actix_web::test]
async fn offer_pages_show_every_section_heading_in_every_language() {
    for ((key, headings), lang, answer) in offer_pages().await {
        assert_page_shows(
            &answer,
            "main h1",
            [shown(lang, &format!("{key}-hero-title"))],
            &format!("/{key} {lang:?}"),
        );
        let expected = shown_all(lang, headings.iter().map(|id| (*id).to_owned()));
        assert_page_shows(
            &answer,
            "main h2",
            &expected,
            &format!("/{key} {lang:?}: section headings"),
        );
    }
}

#[actix_web::test]
async fn every_section_is_labelled_by_its_own_heading() {
    for ((key, _), lang, answer) in offer_pages().await {
        let labels = answer.attrs("main > section", "aria-labelledby");
        assert_eq!(
            labels.len(),
            answer.texts("main > section").len(),
            "/{key}: a section without a label"
        );
        for label in labels {
            let heading = answer.texts(&format!(
                "main > section h1#{label}, main > section h2#{label}"
            ));
            assert_eq!(
                heading.len(),
                1,
                "/{key} {lang:?}: #{label} is not a heading of its section"
            );
        }
    }
}

#[actix_web::test]
async fn offer_pages_have_a_title_and_a_description_of_search_engine_length() {
    for ((key, _), lang, answer) in offer_pages().await {
        assert_title_and_description(&answer, lang, key, &format!("/{key} {lang:?}"));
        // Short enough for a results page once the brand is appended.
        let short_title = lookup(lang, &format!("{key}-meta-title")).chars().count();
        assert!(
            (20..=50).contains(&short_title),
            "/{key} {lang:?}: title has {short_title} characters"
        );
    }
}

#[actix_web::test]
async fn offer_pages_show_no_message_id_in_place_of_text() {
    for ((key, _), lang, answer) in offer_pages().await {
        // A missing message renders as its id (`services-offer-title`): no word may look like one.
        let main = answer.texts("main").concat();
        let ids: Vec<&str> = main
            .split_ascii_whitespace()
            .filter(|word| {
                ["services-", "solutions-", "technology-"]
                    .iter()
                    .any(|prefix| word.starts_with(prefix))
                    && word
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .collect();
        assert!(ids.is_empty(), "/{key} {lang:?}: untranslated ids {ids:?}");
    }
}

#[actix_web::test]
async fn services_process_has_four_numbered_steps() {
    for lang in Lang::ALL {
        let answer = offer_page("services", lang).await;
        let steps = "#process ol.steps > li.step";
        let numbers = ["1", "2", "3", "4"];
        assert_page_shows(&answer, &format!("{steps} .step-number"), numbers, "");
        let titles = SERVICE_STEPS.map(|step| format!("services-process-{step}-title"));
        assert_shows_ids(&answer, &format!("{steps} > h3"), lang, titles);
    }
}

#[actix_web::test]
async fn services_why_us_shows_the_exact_marketing_figures_in_every_language() {
    for lang in Lang::ALL {
        let answer = offer_page("services", lang).await;
        // Western digits in Arabic too, each figure isolated from the text around it.
        let figures: Vec<String> = answer
            .texts("#why .stat-value > bdi")
            .iter()
            .map(|figure| vitrine::bidi::without_isolates(figure))
            .collect();
        assert_eq!(
            figures,
            vec![
                vitrine::facts::FOUNDED.to_string(),
                vitrine::facts::over(lang, vitrine::facts::PROJECTS_OVER),
                vitrine::facts::availability(lang),
                vitrine::facts::reduction_range(lang),
            ],
            "{lang:?}"
        );
        let process_lead = shown(lang, "services-process-lead");
        assert!(
            process_lead.contains('3') && process_lead.contains("12"),
            "{lang:?}: projects of 3 to 12 months"
        );
    }
}

#[actix_web::test]
async fn offer_pages_call_to_action_leads_to_contact_in_the_same_language() {
    for ((key, _), lang, answer) in offer_pages().await {
        let links = answer.attrs(".cta-band a.btn-primary", "href");
        assert_eq!(
            links,
            vec![format!("/contact?lang={}", lang.as_str())],
            "/{key} {lang:?}"
        );
    }
}

/// What a card shows, from the prefix of its messages: each part with the messages it reads.
type CardParts = fn(&str) -> Vec<(&'static str, Vec<String>)>;

#[actix_web::test]
async fn service_cards_list_three_deliverables_and_solution_cards_features_and_benefits() {
    let service: CardParts = |id| {
        vec![
            ("h3", vec![format!("{id}-title")]),
            (
                ".service-deliverables > li",
                numbered(&format!("{id}-deliverable"), 3),
            ),
        ]
    };
    let solution: CardParts = |id| {
        vec![
            (".tag", vec![format!("{id}-category")]),
            ("h3", vec![format!("{id}-title")]),
            (
                ".solution-features li",
                numbered(&format!("{id}-feature"), 5),
            ),
            (
                ".solution-benefits li",
                numbered(&format!("{id}-benefit"), 3),
            ),
        ]
    };
    for (key, cards, names, card_id, parts) in [
        (
            "services",
            ".service-card",
            &SERVICES[..],
            "#service",
            service,
        ),
        (
            "solutions",
            "article.solution",
            &SOLUTIONS[..],
            "article#solution",
            solution,
        ),
    ] {
        for lang in Lang::ALL {
            let answer = offer_page(key, lang).await;
            let shown_cards = answer.texts(cards).len();
            assert_eq!(shown_cards, names.len(), "/{key} {lang:?}");
            for name in names {
                for (part, ids) in parts(&format!("{key}-{name}")) {
                    assert_shows_ids(&answer, &format!("{card_id}-{name} {part}"), lang, ids);
                }
            }
        }
    }
}

#[actix_web::test]
async fn solutions_name_public_sector_higher_education_and_energy_among_industries() {
    for lang in Lang::ALL {
        let answer = offer_page("solutions", lang).await;
        let industries = answer.texts("#industries li h3");
        for key in ["public", "education", "energy"] {
            assert!(
                industries.contains(&shown(lang, &format!("solutions-industries-{key}-title"))),
                "{key} {lang:?}"
            );
        }
    }
}

#[actix_web::test]
async fn technology_data_flow_diagram_has_an_accessible_name_in_every_language() {
    for lang in Lang::ALL {
        let answer = offer_page("technology", lang).await;
        let diagrams = answer.attrs("#data-flow svg[role=img]", "aria-labelledby");
        assert_eq!(diagrams.len(), 1, "{lang:?}: one diagram");
        let name = format!("#data-flow svg > title#{}", diagrams[0]);
        assert_shows_ids(&answer, &name, lang, ["technology-dataflow-diagram-title"]);
        let description_id = answer
            .attr("#data-flow svg[role=img]", "aria-describedby")
            .unwrap_or_default();
        let description = format!("#data-flow svg > desc#{description_id}");
        let description_ids = ["technology-dataflow-diagram-description"];
        assert_shows_ids(&answer, &description, lang, description_ids);
        // The boxes carry the Fluent labels, in flow order, and the list beside repeats them.
        let labels = DATAFLOW_STAGES.map(|stage| format!("technology-dataflow-{stage}-label"));
        assert_shows_ids(&answer, "#data-flow svg text.dataflow-label", lang, &labels);
        assert_shows_ids(
            &answer,
            "#data-flow .dataflow-stages > li h3",
            lang,
            &labels,
        );
        assert_eq!(
            answer.texts("#data-flow svg .dataflow-arrow").len(),
            DATAFLOW_STAGES.len() - 1
        );
        // CSP forbids inline styles: colours come from classes.
        assert!(answer.attrs("#data-flow [style]", "style").is_empty());
    }
}

#[actix_web::test]
async fn technology_stack_lists_six_groups_of_six_tools_isolated_from_arabic_text() {
    for lang in Lang::ALL {
        let answer = offer_page("technology", lang).await;
        for group in STACK_GROUPS {
            let tools = numbered(&format!("technology-stack-{group}-item"), 6);
            let list = format!("#stack-{group} .stack-tools > li > bdi");
            assert_shows_ids(&answer, &list, lang, tools);
        }
        assert_eq!(answer.texts("#delivery ol.steps > li.step").len(), 5);
        assert_eq!(answer.texts("#integrations li.card h3").len(), 8);
    }
}
