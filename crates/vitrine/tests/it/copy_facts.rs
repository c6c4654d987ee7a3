//! One set of facts across pages and languages. Every page is rendered in French, English and
//! Arabic, and every figure its text states about the consultancy (founding year, projects,
//! experience, project length, availability, reductions, the first meeting, reply times, office
//! hours, counts of services and solution families, retention periods) must agree with
//! `vitrine::facts`; the counts must also agree with what the pages list, and the limits the
//! forms enforce with what the pages say of them. What the pages summarise of the case studies
//! (the home page's cards and testimonial, the reductions, the tools) agrees with the case
//! studies themselves.

use regex_lite::Regex;
use vitrine::facts;
use vitrine::lang::Lang;

use crate::copy_pages::{every_page, visible_pieces, visible_text};
use crate::support::{plain, plain_all, Answer};

/// What the numbers a pattern captures must be.
enum Want {
    /// Each captured number is one of these.
    OneOf(&'static [u32]),
    /// The captures are exactly these, in order (a range: low, then high).
    Exactly(&'static [u32]),
    /// Each captured number lies in this range, bounds included.
    Within(u32, u32),
    /// The pattern must not match at all.
    Never,
}

/// Where a claim is checked.
enum Where {
    Everywhere,
    Except(&'static str),
    Only(&'static str),
}

/// One kind of statement, as each language writes it.
struct Claim {
    what: &'static str,
    /// A regex per language (French, English, Arabic; empty: not checked in that language);
    /// each capture group is a number in digits or in words.
    patterns: [&'static str; 3],
    /// When set, the claim applies only within sentences that match these regexes (per
    /// language, as `patterns`).
    sentences: Option<[&'static str; 3]>,
    want: Want,
    pages: Where,
    /// The site must state it at least once in every language that has a pattern.
    stated: bool,
}

const fn claim(what: &'static str, patterns: [&'static str; 3], want: Want) -> Claim {
    Claim {
        what,
        patterns,
        sentences: None,
        want,
        pages: Where::Everywhere,
        stated: false,
    }
}

const fn stated(mut claim: Claim) -> Claim {
    claim.stated = true;
    claim
}

const fn within_sentences(mut claim: Claim, sentences: [&'static str; 3]) -> Claim {
    claim.sentences = Some(sentences);
    claim
}

const fn on(mut claim: Claim, pages: Where) -> Claim {
    claim.pages = pages;
    claim
}

/// The position of a language in `patterns`.
fn slot(lang: Lang) -> usize {
    match lang {
        Lang::Fr => 0,
        Lang::En => 1,
        Lang::Ar => 2,
    }
}

use Lang::{Ar, En, Fr};
use Want::{Exactly, Never, OneOf, Within};

const FOUNDED: &[u32] = &[facts::FOUNDED];
const PROJECTS: &[u32] = &[facts::PROJECTS_OVER];
const EXPERIENCE: &[u32] = &[facts::EXPERIENCE_YEARS_OVER];
const MONTHS: &[u32] = &[facts::PROJECT_MONTHS.0, facts::PROJECT_MONTHS.1];
const REDUCTION: &[u32] = &[facts::REDUCTION_PERCENT.0, facts::REDUCTION_PERCENT.1];
const AVAILABILITY: &[u32] = &[
    facts::AVAILABILITY_HUNDREDTHS / 100,
    facts::AVAILABILITY_HUNDREDTHS % 100,
];
const MEETING: &[u32] = &[facts::FIRST_MEETING_MINUTES];
const REPLY: &[u32] = &[facts::REPLY_WORKING_DAYS];
const REPLY_OR_BARRIER: &[u32] = &[
    facts::REPLY_WORKING_DAYS,
    facts::BARRIER_SOLUTION_WORKING_DAYS,
];
const HOURS_24: &[u32] = &[facts::OFFICE_HOURS.0, facts::OFFICE_HOURS.1];
const HOURS_12: &[u32] = &[facts::OFFICE_HOURS.0, facts::OFFICE_HOURS.1 - 12];
const SCOPING: &[u32] = &[facts::SCOPING_WEEKS.0, facts::SCOPING_WEEKS.1];
const SERVICES: &[u32] = &[facts::SERVICES as u32];
const FAMILIES: &[u32] = &[facts::SOLUTION_FAMILIES as u32];
const STEPS: &[u32] = &[facts::METHOD_STEPS as u32];
const VALUES: &[u32] = &[facts::VALUES as u32];
const PRACTICES: &[u32] = &[facts::PRACTICES as u32];
const RETENTION: &[u32] = &[facts::CONTACT_RETENTION_YEARS];
const LOGS: &[u32] = &[facts::LOG_RETENTION_DAYS];
const PRIVACY_REPLY: &[u32] = &[facts::PRIVACY_REPLY_DAYS];
const CASE_PERCENTS: &[u32] = &facts::CASE_PERCENTS;
const SHORTEST: u32 = facts::PROJECT_MONTHS.0;
const LONGEST: u32 = facts::PROJECT_MONTHS.1;
/// Sentences about the first meeting.
const FIRST_MEETING: [&str; 3] = [
    "premier échange",
    r"first (?:\d+-minute )?conversation",
    "لقاء أول|اللقاء الأول",
];

/// Every claim, one row per fact, its French, English and Arabic patterns side by side. Text
/// is read with isolation marks removed, no-break spaces as spaces and whitespace collapsed.
#[rustfmt::skip]
const CLAIMS: &[Claim] = &[
    // Expert since 2015.
    stated(claim("founding year", [r"[Dd]epuis (\d{4})", r"[Ss]ince (\d{4})", r"منذ (?:عام )?(\d{4})"], OneOf(FOUNDED))),
    claim("founding date", [r"fondé en (\d{4})", r"founded in (\d{4})", r"تأسست عام (\d{4})"], OneOf(FOUNDED)),
    // Over 50 projects.
    stated(claim("projects", [r"(\d+)\+? projets", r"(\d+)\+? projects", r"(\d+) مشروعًا"], OneOf(PROJECTS))),
    // Over 10 years of experience.
    stated(claim("experience", [r"(\d+)\+? (?:ans|années) d’expérience", r"(\d+)\+? years of experience", r"(\d+) سنوات من الخبرة"], OneOf(EXPERIENCE))),
    claim("years", [r"[Pp]lus de (\d+) ans", r"(?:[Mm]ore than|[Oo]ver) (\d+) years", r"أكثر من (\d+) سنوات"], OneOf(EXPERIENCE)),
    // Projects of 3 to 12 months; no length in months outside that range.
    stated(claim("project length", [r"(\d+) à (\d+) mois", r"(\d+)(?:–| to | and )(\d+) months", r"(?:من|بين) (\d+) (?:إلى|و) ?(\d+) شهرًا"], Exactly(MONTHS))),
    claim("project length, between", [r"[Ee]ntre (\d+) et (\d+) mois", r"[Bb]etween (\d+) and (\d+) months", ""], Exactly(MONTHS)),
    claim("a length in months", [r"(\d+) (?:premiers )?mois", r"(\d+)[- ]months?", r"(\d+) (?:أشهر|شهرًا|شهر)"], Within(SHORTEST, LONGEST)),
    // 99.99% availability, with each language's decimal mark.
    stated(claim("availability", [r"(\d+),(\d+) %", r"(\d+)\.(\d+)%", r"(\d+)\.(\d+)%"], Exactly(AVAILABILITY))),
    claim("another decimal mark", [r"\d\.\d+ ?%", r"\d,\d+ ?%", r"\d,\d+ ?%"], Never),
    // Reductions of 45 to 80 percent, the lowest and highest the case studies measured; every
    // whole percentage stated is one a case study measured.
    stated(claim("reduction range", [r"(\d+) à (\d+) %", r"(\d+)(?:–| to )(\d+)%", r"(?:من|بين) (\d+) (?:إلى|و) ?(\d+)%"], Exactly(REDUCTION))),
    claim("a percentage", [r"(?:^|[^\d,])(\d+) %", r"(?:^|[^\d.])(\d+)%", r"(?:^|[^\d.])(\d+)%"], OneOf(CASE_PERCENTS)),
    // The range is said of what the cases measured (costs, lead times, requests), not of costs
    // alone beside a case whose result is fewer calls.
    claim("reduction of costs alone", [r"(?i)\d %.{0,3} de réduction des coûts ou des délais", r"(?i)\d%.{0,3} reductions? in (?:processing )?costs? or", r"الخفض في (?:تكاليف المعالجة|التكاليف) أو في"], Never),
    // 99.99% availability is not "no interruption at all since launch".
    claim("no interruption since", [r"aucune interruption depuis", r"no (?:interruption|downtime) since", r"أي انقطاع منذ"], Never),
    // The AI assistants answer from the client's documents; no model is trained on their data.
    claim("trained on the client's data", [r"entraîné\w* sur vos données", r"trained on your data", r"تُدرَّب على بياناتكم|تدرب على بياناتكم"], Never),
    // The first meeting: 30 minutes, never "about an hour".
    stated(within_sentences(claim("first meeting", [r"(\d+) minutes", r"(\d+)[- ]minutes?", r"(\d+) دقيقة"], OneOf(MEETING)), FIRST_MEETING)),
    within_sentences(claim("first meeting in hours", ["heure", "hour", "ساعة"], Never), FIRST_MEETING),
    // Replies within 2 working days; 10 working days only for an accessibility barrier.
    stated(on(claim("reply time", [r"(\d+) jours ouvrables", r"(\d+) working days", r"(يومي) عمل"], OneOf(REPLY)), Where::Except("/accessibility"))),
    on(claim("reply or barrier time", [r"(\d+) jours ouvrables", r"(\d+) working days", r"(\d+) أيام عمل"], OneOf(REPLY_OR_BARRIER)), Where::Only("/accessibility")),
    on(claim("a time in working days", ["", "", r"(\d+) أيام عمل"], Never), Where::Except("/accessibility")),
    claim("business days", ["", r"business days?", ""], Never),
    // Office hours: 9:00 to 17:00.
    stated(claim("office hours", [r"de (\d+) h à (\d+) h", "", ""], Exactly(HOURS_24))),
    stated(claim("office hours, 12-hour clock", ["", r"(\d+) am to (\d+) pm", r"من (\d+) صباحًا إلى (\d+) مساءً"], Exactly(HOURS_12))),
    // The scoping workshop: 1 to 3 weeks (Arabic: "from a week to three weeks").
    stated(claim("scoping workshop", [r"de (\d+) à (\d+) semaines", r"of (\d+) to (\d+) weeks", r"من (أسبوع) إلى (\S+) أسابيع"], Exactly(SCOPING))),
    // Counts: five services, six solution families, six areas, four steps, values, practices.
    stated(claim("services", [r"(\w+) services", r"(\w+) services", r"(\S+) خدمات"], OneOf(SERVICES))),
    stated(claim("solution families", [r"(\w+) familles de solutions", r"(\w+) solution families", r"(\S+) عائلات من الحلول"], OneOf(FAMILIES))),
    // One offer, two groupings: no third one ("areas of expertise") that matches neither.
    claim("areas of expertise", [r"domaines? d’expertise", r"areas? of expertise", r"مجالات? خبرة"], Never),
    stated(claim("method steps", [r"en (\w+) étapes", r"(\w+)-step", r"من (\S+) مراحل"], OneOf(STEPS))),
    stated(claim("values", [r"(\w+) engagements", r"(\w+) commitments", r"(\S+) التزامات"], OneOf(VALUES))),
    stated(claim("practices", [r"(\w+) pôles", r"(\w+) practices", r"(\S+) أقطاب"], OneOf(PRACTICES))),
    // Retention periods and privacy answers.
    stated(claim("contact retention", [r"(\d+) ans après", r"(\d+) years after", r"(\d+) سنوات بعد"], OneOf(RETENTION))),
    stated(claim("log retention", [r"(\d+) jours au plus", r"(\d+) days at most", r"(\d+) يومًا على الأكثر"], OneOf(LOGS))),
    stated(claim("privacy reply", [r"délai de (\d+) jours", r"within (\d+) days", r"أجل (\d+) يومًا"], OneOf(PRIVACY_REPLY))),
];

/// A captured number, in digits or in words of the language; `None` for a word that is not a
/// number ("nos services").
fn number(lang: Lang, capture: &str) -> Option<u32> {
    if let Ok(n) = capture.parse() {
        return Some(n);
    }
    let words: &[&[&str]] = match lang {
        Fr => &[
            &["un", "une"],
            &["deux"],
            &["trois"],
            &["quatre"],
            &["cinq"],
            &["six"],
            &["sept"],
            &["huit"],
            &["neuf"],
            &["dix"],
        ],
        En => &[
            &["one", "a"],
            &["two"],
            &["three"],
            &["four"],
            &["five"],
            &["six"],
            &["seven"],
            &["eight"],
            &["nine"],
            &["ten"],
        ],
        Ar => &[
            &["أسبوع", "واحد", "واحدة"],
            &["يومي", "اثنان", "اثنتان"],
            &["ثلاث", "ثلاثة"],
            &["أربع", "أربعة"],
            &["خمس", "خمسة"],
            &["ست", "ستة"],
            &["سبع", "سبعة"],
            &["ثماني", "ثمانية"],
            &["تسع", "تسعة"],
            &["عشر", "عشرة"],
        ],
    };
    let word = capture.to_lowercase();
    words
        .iter()
        .position(|forms| forms.contains(&word.as_str()))
        .map(|index| index as u32 + 1)
}

/// The sentences of a text: split after `.`, `!`, `?`, `؟`, `;`, `؛` and `:`.
fn sentences(text: &str) -> Vec<&str> {
    text.split(['.', '!', '?', '؟', ';', '؛', ':'])
        .filter(|s| !s.trim().is_empty())
        .collect()
}

/// A page as the claims read it: its whole text, and its pieces (one per text node), in which
/// sentences are looked for, since a heading or a table cell ends without a full stop.
struct PageText {
    path: String,
    text: String,
    pieces: Vec<String>,
}

/// Checks one claim on one page in `lang`: problems found, and whether the claim was stated.
fn check(claim: &Claim, lang: Lang, page: &PageText) -> (Vec<String>, bool) {
    let path = page.path.as_str();
    let pattern = claim.patterns[slot(lang)];
    if pattern.is_empty() {
        return (Vec::new(), false);
    }
    let applies = match claim.pages {
        Where::Everywhere => true,
        Where::Except(except) => path != except,
        Where::Only(only) => path == only,
    };
    if !applies {
        return (Vec::new(), false);
    }
    let pattern = Regex::new(pattern).expect("valid pattern");
    let scopes: Vec<&str> = match claim.sentences {
        None => vec![page.text.as_str()],
        Some(sentences_of) => {
            let sentence = Regex::new(sentences_of[slot(lang)]).expect("valid pattern");
            page.pieces
                .iter()
                .flat_map(|piece| sentences(piece))
                .filter(|s| sentence.is_match(s))
                .collect()
        }
    };
    let mut problems = Vec::new();
    let mut seen = false;
    for scope in scopes {
        for captures in pattern.captures_iter(scope) {
            let whole = captures.get(0).map_or("", |m| m.as_str());
            let numbers: Vec<u32> = captures
                .iter()
                .skip(1)
                .flatten()
                .filter_map(|m| number(lang, m.as_str()))
                .collect();
            if numbers.is_empty() && !matches!(claim.want, Never) {
                continue;
            }
            seen = true;
            let ok = match claim.want {
                OneOf(allowed) => numbers.iter().all(|n| allowed.contains(n)),
                Exactly(expected) => numbers == expected,
                Within(low, high) => numbers.iter().all(|n| (low..=high).contains(n)),
                Never => false,
            };
            if !ok {
                problems.push(format!(
                    "{} {path}: {} reads «{whole}»",
                    lang.as_str(),
                    claim.what
                ));
            }
        }
    }
    (problems, seen)
}

async fn check_every_page(lang: Lang) {
    let pages: Vec<PageText> = every_page(lang)
        .await
        .iter()
        // An article states the figures of its subject (a target extraction rate of 95 %, a
        // method in five steps), not the consultancy's; case studies are checked, as its own
        // results, here and in `content_stories`.
        .filter(|(path, _)| !path.starts_with("/resources/"))
        .map(|(path, answer)| PageText {
            path: path.clone(),
            text: visible_text(answer),
            pieces: visible_pieces(answer),
        })
        .collect();
    let mut problems = Vec::new();
    for claim in CLAIMS {
        let mut stated_somewhere = false;
        for page in &pages {
            let (found, seen) = check(claim, lang, page);
            problems.extend(found);
            stated_somewhere |= seen;
        }
        let pattern = claim.patterns[slot(lang)];
        if claim.stated && !pattern.is_empty() && !stated_somewhere {
            problems.push(format!(
                "{}: no page states the {} (pattern {pattern})",
                lang.as_str(),
                claim.what
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[actix_web::test]
async fn every_french_page_agrees_with_the_facts() {
    check_every_page(Fr).await;
}

#[actix_web::test]
async fn every_english_page_agrees_with_the_facts() {
    check_every_page(En).await;
}

#[actix_web::test]
async fn every_arabic_page_agrees_with_the_facts() {
    check_every_page(Ar).await;
}

/// The problems the claim `what` of `lang` finds in `text`, read as the page `path`.
fn problems_in(what: &str, lang: Lang, path: &str, text: &str) -> Vec<String> {
    let claim = CLAIMS
        .iter()
        .find(|c| c.what == what)
        .unwrap_or_else(|| panic!("a claim {what}"));
    let page = PageText {
        path: path.to_owned(),
        text: text.to_owned(),
        pieces: vec![text.to_owned()],
    };
    check(claim, lang, &page).0
}

#[test]
fn a_page_that_contradicts_a_fact_fails() {
    let contradictions = [
        (
            "first meeting",
            Fr,
            "/contact",
            "Le premier échange, de 60 minutes, est gratuit.",
        ),
        (
            "first meeting in hours",
            En,
            "/contact",
            "The first conversation, about an hour long, is free.",
        ),
        ("availability", Ar, "/", "نسبة توافر تبلغ 99.9%"),
        (
            "reduction range",
            En,
            "/solutions",
            "Costs cut by 40 to 80%",
        ),
        ("services", Fr, "/faq", "Six services : automatisation"),
        ("a percentage", En, "/", "Costs cut by 50% on average"),
        (
            "trained on the client's data",
            Fr,
            "/",
            "Des assistants entraînés sur vos données.",
        ),
        (
            "no interruption since",
            En,
            "/",
            "The service has had no interruption since its launch.",
        ),
        ("areas of expertise", Ar, "/", "ستة مجالات خبرة"),
        (
            "reduction of costs alone",
            En,
            "/",
            "45–80% reduction in cost or processing time",
        ),
    ];
    for (what, lang, path, text) in contradictions {
        assert_eq!(
            problems_in(what, lang, path, text).len(),
            1,
            "{what}: {text}"
        );
    }
    assert!(problems_in(
        "first meeting",
        Fr,
        "/",
        "Un premier échange de 30 minutes, gratuit."
    )
    .is_empty());
}

/// The page whose path is `path`.
fn page<'a>(pages: &'a [(String, Answer)], path: &str) -> &'a Answer {
    &pages
        .iter()
        .find(|(p, _)| p == path)
        .unwrap_or_else(|| panic!("{path} rendered"))
        .1
}

#[actix_web::test]
async fn the_counts_the_pages_state_are_the_items_they_list() {
    for lang in Lang::ALL {
        let pages = every_page(lang).await;
        let counted = [
            (
                "/",
                r#"section[aria-labelledby="home-services-title"] .card"#,
                facts::SOLUTION_FAMILIES,
            ),
            ("/services", "#offer .service-card", facts::SERVICES),
            ("/services", "#process ol.steps > li", facts::METHOD_STEPS),
            ("/solutions", "article.solution", facts::SOLUTION_FAMILIES),
            (
                "/about",
                r#"section[aria-labelledby="about-values-title"] .card"#,
                facts::VALUES,
            ),
            (
                "/about",
                r#"section[aria-labelledby="about-team-title"] .card"#,
                facts::PRACTICES,
            ),
        ];
        for (path, selector, count) in counted {
            assert_eq!(
                page(&pages, path).texts(selector).len(),
                count,
                "{path} {}: {selector}",
                lang.as_str()
            );
        }
    }
}

#[actix_web::test]
async fn the_limits_the_pages_state_are_the_limits_the_site_enforces() {
    use vitrine::contact::{MESSAGE_MAX, MESSAGE_MIN};
    use vitrine::limits::RATE_WINDOW;
    for lang in Lang::ALL {
        let pages = every_page(lang).await;
        let hint = crate::support::msg(lang, "contact-form-message-hint");
        for bound in [MESSAGE_MIN, MESSAGE_MAX] {
            let written = facts::number(lang, bound as u32);
            assert!(
                hint.contains(&written),
                "{}: the hint does not say {written}: {hint}",
                lang.as_str()
            );
        }
        assert!(
            page(&pages, "/contact").body.contains(&hint),
            "{}: hint not shown",
            lang.as_str()
        );
        let window = (RATE_WINDOW.as_secs() / 60).to_string();
        let privacy = visible_text(page(&pages, "/privacy"));
        let minutes = match lang {
            Fr => format!("{window} dernières minutes"),
            En => format!("last {window} minutes"),
            Ar => format!("آخر {window} دقائق"),
        };
        assert!(
            privacy.contains(&minutes),
            "{}: the privacy policy does not say {minutes}",
            lang.as_str()
        );
    }
}

#[actix_web::test]
async fn the_home_page_restates_the_case_studies_and_the_solution_families_word_for_word() {
    let library = vitrine::content::Library::get();
    for lang in Lang::ALL {
        let pages = every_page(lang).await;
        let home = page(&pages, "/");
        let solutions = page(&pages, "/solutions");
        let what = lang.as_str();
        // The families: the names and descriptions of /solutions, in its order.
        assert_eq!(
            plain_all(home.texts(r#"section[aria-labelledby="home-services-title"] .card h3"#)),
            plain_all(solutions.texts("article.solution h3")),
            "{what}"
        );
        assert_eq!(
            plain_all(home.texts(r#"section[aria-labelledby="home-services-title"] .card p"#)),
            plain_all(solutions.texts("article.solution .solution-intro > p")),
            "{what}"
        );
        // The case highlights: each case study's title, summary and first figure.
        let cards = r#"section[aria-labelledby="home-cases-title"] .card"#;
        let titles: Vec<String> = library
            .cases
            .iter()
            .map(|case| plain(&case.doc(lang).meta.title))
            .collect();
        assert_eq!(
            plain_all(home.texts(&format!("{cards} h3"))),
            titles,
            "{what}"
        );
        let figures: Vec<String> = library
            .cases
            .iter()
            .map(|case| {
                let figure = &case.doc(lang).meta.figures[0];
                plain(&format!("{} {}", figure.value, figure.label))
            })
            .collect();
        assert_eq!(
            plain_all(home.texts(&format!("{cards} .home-case-figure"))),
            figures,
            "{what}"
        );
    }
}

#[actix_web::test]
async fn every_service_serves_a_solution_family_and_every_link_finds_its_service() {
    for lang in Lang::ALL {
        let pages = every_page(lang).await;
        let services = page(&pages, "/services");
        let solutions = page(&pages, "/solutions");
        let cards: Vec<String> = services.attrs("#offer .service-card", "id");
        assert_eq!(cards.len(), facts::SERVICES);
        let linked: std::collections::BTreeSet<String> = solutions
            .attrs("article.solution .solution-services a", "href")
            .iter()
            .map(|href| {
                let (path, anchor) = href.split_once('#').expect("an anchor");
                assert_eq!(path, format!("/services?lang={}", lang.as_str()));
                assert!(
                    cards.iter().any(|id| id == anchor),
                    "{href}: no such service"
                );
                anchor.to_owned()
            })
            .collect();
        for card in &cards {
            assert!(
                linked.contains(card),
                "{}: {card} serves no solution family",
                lang.as_str()
            );
        }
        // Every family draws on at least one service, by its name on /services.
        let names = plain_all(services.texts("#offer .service-card h3"));
        let html = solutions.html();
        let family = scraper::Selector::parse("article.solution").expect("selector");
        let link = scraper::Selector::parse(".solution-services a").expect("selector");
        for article in html.select(&family) {
            let drawn: Vec<String> = article
                .select(&link)
                .map(|a| plain(&a.text().collect::<String>()))
                .collect();
            assert!(!drawn.is_empty(), "a family draws on no service");
            for name in drawn {
                assert!(names.contains(&name), "{name} is not a service's name");
            }
        }
    }
}

/// Standards a case study follows, which are no tool the technology page would list.
const STANDARDS: [&str; 1] = ["BPMN 2.0"];

#[actix_web::test]
async fn the_technology_page_lists_every_tool_a_case_study_names() {
    let library = vitrine::content::Library::get();
    for lang in Lang::ALL {
        let pages = every_page(lang).await;
        let tools = plain_all(page(&pages, "/technology").texts(".stack-tools li"));
        for case in &library.cases {
            for tool in &case.doc(lang).meta.stack {
                if STANDARDS.contains(&tool.as_str()) {
                    continue;
                }
                assert!(
                    tools.contains(tool),
                    "{}: {} uses {tool}, which /technology does not list: {tools:?}",
                    lang.as_str(),
                    case.slug
                );
            }
        }
    }
}
