//! The consultancy's facts, stated once.
//!
//! The messages in `i18n/` write these figures out in each language, as a native writer would;
//! the facts test (`tests/it/copy_facts.rs`) renders every page in every language and checks
//! each figure it finds against the values here, so an edit that contradicts them on any page,
//! in any language, fails. Change a fact here first, then the messages that state it.
//!
//! What a case study measured is the case study's own (`content/cases`); `CASE_RESULTS` holds
//! its reductions so that the pages summarising them can be checked against them, and the
//! range the pages state is drawn from them. Other things several pages show come from one
//! place rather than from here: the home page's solution families are those of /solutions
//! (their names and descriptions in `solutions.ftl`), its case highlights and testimonial are
//! the case studies' own, and each office's phone is in `site.toml`.

use crate::lang::Lang;

/// The year the consultancy was founded: "expert since 2015".
pub const FOUNDED: u32 = 2015;
/// Projects delivered: "over 50 projects".
pub const PROJECTS_OVER: u32 = 50;
/// Years of experience: "over 10 years of experience".
pub const EXPERIENCE_YEARS_OVER: u32 = 10;
/// How long a project lasts, in months: "projects of 3 to 12 months".
pub const PROJECT_MONTHS: (u32, u32) = (3, 12);
/// Availability of the platforms the consultancy runs, in hundredths of a percent: 99.99%, as
/// the ministry's case study measured since go-live (not "no interruption at all").
pub const AVAILABILITY_HUNDREDTHS: u32 = 9999;

/// The reductions the case studies measured, in percent, with what fell: (case study, percent,
/// measure). Every whole percentage a page states is one of these (`tests/it/copy_facts.rs`),
/// and each case study's figures state exactly its own (`tests/it/content_stories.rs`).
pub const CASE_RESULTS: [(&str, u32, &str); 4] = [
    ("energy-cloud-migration", 45, "infrastructure costs"),
    (
        "university-student-assistant",
        55,
        "emails and calls to the registrar's office",
    ),
    ("ministry-online-forms", 60, "processing time"),
    ("energy-cloud-migration", 80, "release lead time"),
];

/// The reductions the case studies measured, lowest to highest: "45 to 80 percent", said of
/// costs, lead times or volume of requests (the measures above), never of costs alone.
pub const REDUCTION_PERCENT: (u32, u32) = (lowest_result(), highest_result());

/// Each percentage of `CASE_RESULTS`, in its order.
pub const CASE_PERCENTS: [u32; CASE_RESULTS.len()] = {
    let mut percents = [0; CASE_RESULTS.len()];
    let mut i = 0;
    while i < CASE_RESULTS.len() {
        percents[i] = CASE_RESULTS[i].1;
        i += 1;
    }
    percents
};

const fn lowest_result() -> u32 {
    let mut lowest = u32::MAX;
    let mut i = 0;
    while i < CASE_RESULTS.len() {
        if CASE_RESULTS[i].1 < lowest {
            lowest = CASE_RESULTS[i].1;
        }
        i += 1;
    }
    lowest
}

const fn highest_result() -> u32 {
    let mut highest = 0;
    let mut i = 0;
    while i < CASE_RESULTS.len() {
        if CASE_RESULTS[i].1 > highest {
            highest = CASE_RESULTS[i].1;
        }
        i += 1;
    }
    highest
}

/// The first meeting: free, with no commitment, 30 minutes long.
pub const FIRST_MEETING_MINUTES: u32 = 30;
/// Every message and request for a resource is answered within 2 working days.
pub const REPLY_WORKING_DAYS: u32 = 2;
/// A reported accessibility barrier gets a solution or an alternative within 10 working days.
pub const BARRIER_SOLUTION_WORKING_DAYS: u32 = 10;
/// Office hours, local time, Monday to Friday: 9:00 to 17:00.
pub const OFFICE_HOURS: (u32, u32) = (9, 17);
/// The scoping workshop after the first meeting lasts 1 to 3 weeks.
pub const SCOPING_WEEKS: (u32, u32) = (1, 3);

/// Services on /services.
pub const SERVICES: usize = 5;
/// Solution families on /solutions, which the home page presents as what the firm does; each
/// names the services it draws on, and every service serves at least one. There is no third
/// grouping ("areas of expertise") beside these two.
pub const SOLUTION_FAMILIES: usize = FAMILY_SERVICES.len();

/// The services each solution family draws on, as (service, Fluent id of its name), by the
/// family's key on /solutions; every service serves at least one family.
pub(crate) const FAMILY_SERVICES: [(&str, &[(&str, &str)]); 6] = [
    (
        "ai",
        &[
            ("documents", "services-documents-title"),
            ("integration", "services-integration-title"),
        ],
    ),
    ("cloud", &[("managed", "services-managed-title")]),
    (
        "public",
        &[
            ("workflow", "services-workflow-title"),
            ("documents", "services-documents-title"),
            ("integration", "services-integration-title"),
        ],
    ),
    (
        "custom",
        &[
            ("integration", "services-integration-title"),
            ("managed", "services-managed-title"),
        ],
    ),
    (
        "data",
        &[
            ("integration", "services-integration-title"),
            ("managed", "services-managed-title"),
        ],
    ),
    (
        "automation",
        &[
            ("workflow", "services-workflow-title"),
            ("rpa", "services-rpa-title"),
            ("documents", "services-documents-title"),
        ],
    ),
];

/// The services the solution family `family` draws on (none for an unknown key).
pub(crate) fn services_of(family: &str) -> &'static [(&'static str, &'static str)] {
    FAMILY_SERVICES
        .iter()
        .find(|(key, _)| *key == family)
        .map_or(&[], |(_, services)| services)
}
/// Steps of the method on /services.
pub const METHOD_STEPS: usize = 4;
/// Values on /about.
pub const VALUES: usize = 4;
/// Practices of the team on /about.
pub const PRACTICES: usize = 4;

/// Contact messages are kept 3 years after the last exchange.
pub const CONTACT_RETENTION_YEARS: u32 = 3;
/// Server logs are kept 30 days at most.
pub const LOG_RETENTION_DAYS: u32 = 30;
/// Requests to exercise privacy rights are answered within 30 days.
pub const PRIVACY_REPLY_DAYS: u32 = 30;

/// A whole number as each language writes it in running text: "5 000" (narrow no-break space)
/// in French, "5,000" in English, "5000" in Arabic. Years are not quantities: write them bare.
pub fn number(lang: Lang, n: u32) -> String {
    let digits = n.to_string();
    let separator = match lang {
        Lang::Fr if n >= 1000 => "\u{202F}",
        Lang::En if n >= 1000 => ",",
        _ => return digits,
    };
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(digit);
    }
    out
}

/// "Over N" as a headline figure: "50+" in French and English; in Arabic the words, since a
/// sign before or after a number is not Arabic prose ("أكثر من 50").
pub fn over(lang: Lang, n: u32) -> String {
    match lang {
        Lang::Fr | Lang::En => format!("{n}+"),
        Lang::Ar => format!("أكثر من {n}"),
    }
}

/// A whole percentage: "55 %" (narrow no-break space) in French, "55%" in English and Arabic.
pub fn percent(lang: Lang, n: u32) -> String {
    match lang {
        Lang::Fr => format!("{n}\u{202F}%"),
        Lang::En | Lang::Ar => format!("{n}%"),
    }
}

/// The availability figure as each language writes it: "99,99 %" (decimal comma, narrow
/// no-break space) in French, "99.99%" in English and Arabic.
pub fn availability(lang: Lang) -> String {
    let whole = AVAILABILITY_HUNDREDTHS / 100;
    let hundredths = AVAILABILITY_HUNDREDTHS % 100;
    match lang {
        Lang::Fr => format!("{whole},{hundredths:02}\u{202F}%"),
        Lang::En | Lang::Ar => format!("{whole}.{hundredths:02}%"),
    }
}

/// The reduction range as a figure: "45 à 80 %", "45–80%", "من 45 إلى 80%".
pub fn reduction_range(lang: Lang) -> String {
    range(lang, REDUCTION_PERCENT, ["\u{202F}%", "%", "%"])
}

/// "low à high", "low–high", "من low إلى high", followed by the unit as each language writes
/// it (`units` in `Lang::ALL` order, with the space it wants before it).
fn range(lang: Lang, (low, high): (u32, u32), units: [&str; 3]) -> String {
    let [fr, en, ar] = units;
    match lang {
        Lang::Fr => format!("{low} à {high}{fr}"),
        Lang::En => format!("{low}–{high}{en}"),
        Lang::Ar => format!("من {low} إلى {high}{ar}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_take_each_language_thousands_separator() {
        assert_eq!(number(Lang::Fr, 5000), "5\u{202F}000");
        assert_eq!(number(Lang::En, 5000), "5,000");
        assert_eq!(number(Lang::Ar, 5000), "5000");
        assert_eq!(number(Lang::En, 1_234_567), "1,234,567");
        assert_eq!(number(Lang::Fr, 254), "254");
    }

    #[test]
    fn figures_read_as_each_language_writes_them() {
        assert_eq!(availability(Lang::Fr), "99,99\u{202F}%");
        assert_eq!(availability(Lang::Ar), "99.99%");
        assert_eq!(reduction_range(Lang::Fr), "45 à 80\u{202F}%");
        assert_eq!(reduction_range(Lang::En), "45–80%");
        assert_eq!(over(Lang::En, 50), "50+");
        assert_eq!(over(Lang::Ar, 10), "أكثر من 10");
        assert_eq!(percent(Lang::Fr, 55), "55\u{202F}%");
    }

    #[test]
    fn the_reduction_range_spans_the_case_results() {
        assert_eq!(REDUCTION_PERCENT, (45, 80));
        assert_eq!(CASE_PERCENTS, [45, 55, 60, 80]);
    }
}
