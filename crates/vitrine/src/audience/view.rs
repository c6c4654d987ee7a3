//! The audience report as the owner reads it in the console: the period's figures, the chart of
//! its days (`chart`), and tables of the pages by language, the referring sites, the device
//! classes, and the conversions with their rate by language and by page. Rendered on the
//! server into HTML a console page places whole (`{{ body|safe }}`), readable with JavaScript
//! off, in the operator's language (paths and hosts isolated left to right in Arabic).
//!
//! Two rates, each named where it is shown: the period's is leads (messages and sign-ups) per
//! 100 visitors; a language's or a page's is leads per 100 page views (visitors are not kept
//! per page).

use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;

use super::report::{ConversionRate, Report};
use super::{chart, Device, OTHER};
use crate::i18n;
use crate::lang::Lang;

/// Rows shown in the tables of pages and of referring sites.
const TOP_ROWS: usize = 20;

/// A figure of the period, with its label.
pub(crate) struct Figure {
    pub label: String,
    pub value: String,
}

/// A path or a host, which a table shows left to right whatever the page's direction.
fn left_to_right(value: &str) -> Cell {
    Cell {
        text: value.to_owned(),
        ltr: true,
    }
}

/// A label the page's language writes.
fn words(text: String) -> Cell {
    Cell { text, ltr: false }
}

/// A table's first cell: a path or a host (shown in a box of its own, left to right, so that
/// in Arabic `/services` does not read `services/`), or words of the page's language.
pub(crate) struct Cell {
    pub text: String,
    pub ltr: bool,
}

/// A row of pages by language.
pub(crate) struct PageRow {
    pub page: Cell,
    pub lang: String,
    pub views: i64,
}

/// A row of referring sites.
pub(crate) struct HostRow {
    pub host: Cell,
    pub views: i64,
}

/// A row of device classes.
pub(crate) struct DeviceRow {
    pub device: String,
    pub views: i64,
    pub share: String,
}

/// The conversions by language, or by page.
pub(crate) struct RateTable {
    /// The end of its heading's id.
    pub part: &'static str,
    pub title: String,
    /// The first column's name (language or page).
    pub first: String,
    pub rows: Vec<RateRow>,
}

/// A row of conversions by language or by page.
pub(crate) struct RateRow {
    pub key: Cell,
    pub views: i64,
    pub contact: i64,
    pub signups: i64,
    pub confirmed: i64,
    pub rate: String,
}

#[derive(Template)]
#[template(path = "partials/audience_report.html")]
pub(crate) struct AudienceReport {
    pub id: String,
    pub text: Texts,
    pub figures: Vec<Figure>,
    pub chart: String,
    pub pages: Vec<PageRow>,
    pub hosts: Vec<HostRow>,
    pub devices: Vec<DeviceRow>,
    pub rates: [RateTable; 2],
}

/// The headings and column names, looked up once.
pub(crate) struct Texts {
    pub pages_title: String,
    pub referrers_title: String,
    pub referrers_none: String,
    pub devices_title: String,
    pub none: String,
    pub page: String,
    pub lang: String,
    pub host: String,
    pub device: String,
    pub views: String,
    pub share: String,
    pub contact: String,
    pub signups: String,
    pub confirmed: String,
    pub rate: String,
}

impl Texts {
    fn of(lang: Lang) -> Texts {
        let text = |id: &str| i18n::lookup(lang, id);
        Texts {
            pages_title: text("audience-pages-title"),
            referrers_title: text("audience-referrers-title"),
            referrers_none: text("audience-referrers-none"),
            devices_title: text("audience-devices-title"),
            none: text("audience-none"),
            page: text("audience-col-page"),
            lang: text("audience-col-lang"),
            host: text("audience-col-host"),
            device: text("audience-col-device"),
            views: text("audience-chart-views"),
            share: text("audience-col-share"),
            contact: text("audience-col-contact"),
            signups: text("audience-col-signups"),
            confirmed: text("audience-col-confirmed"),
            rate: text("audience-col-rate"),
        }
    }
}

/// The report in `lang`, its element ids starting with `id`: HTML to place in a page.
pub fn render(report: &Report, lang: Lang, id: &str) -> String {
    view(report, lang, id).render().unwrap_or_else(|error| {
        tracing::error!(%error, "audience report not rendered");
        String::new()
    })
}

/// `value` per cent with one decimal, as `lang` writes it ("12,5 %", "12.5%", "12.5٪"); a dash
/// without a value.
pub(crate) fn percent(lang: Lang, value: Option<f64>) -> String {
    match value {
        None => "—".to_owned(),
        Some(value) => {
            let number = format!("{value:.1}");
            let number = if lang == Lang::Fr {
                number.replace('.', ",")
            } else {
                number
            };
            i18n::lookup_args(
                lang,
                "audience-percent",
                &[("value", FluentValue::from(number))],
            )
        }
    }
}

/// A language's name; a code the site does not know (none is stored) as it is.
fn lang_name(lang: Lang, code: &str) -> String {
    match Lang::from_code(code) {
        Some(named) => i18n::lookup(lang, &format!("audience-lang-{}", named.as_str())),
        None => code.to_owned(),
    }
}

/// A page's path, or the words for the pages outside the site.
fn page_label(lang: Lang, path: &str) -> Cell {
    if path == OTHER {
        words(i18n::lookup(lang, "audience-page-other"))
    } else {
        left_to_right(path)
    }
}

fn rate_rows(lang: Lang, rates: &[ConversionRate], keys_are_paths: bool) -> Vec<RateRow> {
    rates
        .iter()
        .map(|rate| RateRow {
            key: if keys_are_paths {
                page_label(lang, &rate.key)
            } else {
                words(lang_name(lang, &rate.key))
            },
            views: rate.views,
            contact: rate.conversions.contact,
            signups: rate.conversions.signups,
            confirmed: rate.conversions.confirmed,
            rate: percent(lang, rate.rate_percent),
        })
        .collect()
}

pub(crate) fn view(report: &Report, lang: Lang, id: &str) -> AudienceReport {
    let text = |key: &str| i18n::lookup(lang, key);
    let figures = vec![
        Figure {
            label: text("audience-chart-views"),
            value: report.views.to_string(),
        },
        Figure {
            label: text("audience-chart-visitors"),
            value: report.visitors.to_string(),
        },
        Figure {
            label: text("audience-figure-leads"),
            value: report.conversions.leads().to_string(),
        },
        Figure {
            label: text("audience-figure-confirmed"),
            value: report.conversions.confirmed.to_string(),
        },
        Figure {
            label: text("audience-figure-rate"),
            value: percent(lang, report.rate_percent),
        },
    ];
    let pages = report
        .top_pages
        .iter()
        .take(TOP_ROWS)
        .map(|page| PageRow {
            page: page_label(lang, &page.path),
            lang: lang_name(lang, &page.lang),
            views: page.views,
        })
        .collect();
    let hosts = report
        .referrers
        .iter()
        .take(TOP_ROWS)
        .map(|referrer| HostRow {
            host: if referrer.host == OTHER {
                words(text("audience-referrers-other"))
            } else {
                left_to_right(&referrer.host)
            },
            views: referrer.views,
        })
        .collect();
    let device_views = [
        (Device::Phone, report.devices.phone),
        (Device::Tablet, report.devices.tablet),
        (Device::Desktop, report.devices.desktop),
    ];
    let devices = device_views
        .iter()
        .map(|&(device, views)| DeviceRow {
            device: i18n::lookup(lang, &format!("audience-device-{}", device.as_str())),
            views,
            share: percent(
                lang,
                (report.views > 0).then(|| views as f64 * 100.0 / report.views as f64),
            ),
        })
        .collect();
    AudienceReport {
        id: id.to_owned(),
        text: Texts::of(lang),
        figures,
        chart: chart::render(&report.days, lang, &format!("{id}-chart")),
        pages,
        hosts,
        devices,
        rates: [
            RateTable {
                part: "by-lang",
                title: text("audience-by-lang-title"),
                first: text("audience-col-lang"),
                rows: rate_rows(lang, &report.by_lang, false),
            },
            RateTable {
                part: "by-page",
                title: text("audience-by-page-title"),
                first: text("audience-col-page"),
                rows: rate_rows(lang, &report.by_page, true),
            },
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audience::report::build;
    use crate::store::audience::{AudienceRows, ConversionRow, ViewRow};
    use time::macros::date;

    fn rows() -> AudienceRows {
        let view = |path: &str, lang: &str, referrer: &str, device: &str, views: i64| ViewRow {
            day: "2026-11-25".into(),
            path: path.into(),
            lang: lang.into(),
            referrer: referrer.into(),
            device: device.into(),
            views,
        };
        AudienceRows {
            views: vec![
                view("/services", "ar", "news.example.org", "phone", 6),
                view("/", "fr", "", "desktop", 2),
            ],
            visitors: vec![("2026-11-25".into(), 5)],
            conversions: vec![
                ConversionRow {
                    day: "2026-11-25".into(),
                    path: "/services".into(),
                    lang: "ar".into(),
                    kind: "contact".into(),
                    conversions: 1,
                },
                ConversionRow {
                    day: "2026-11-25".into(),
                    path: OTHER.into(),
                    lang: "fr".into(),
                    kind: "signup".into(),
                    conversions: 1,
                },
            ],
        }
    }

    #[test]
    fn percentages_as_each_language_writes_them() {
        assert_eq!(percent(Lang::Fr, Some(12.5)), "12,5\u{a0}%");
        assert_eq!(percent(Lang::En, Some(12.5)), "12.5%");
        assert!(percent(Lang::Ar, Some(12.5)).contains("12.5"));
        assert_eq!(percent(Lang::En, None), "—");
    }

    #[test]
    fn the_report_holds_every_figure_in_the_reader_s_language() {
        let report = build(&rows(), date!(2026 - 11 - 25), date!(2026 - 11 - 25));
        let french = render(&report, Lang::Fr, "audience");
        // 8 views, 5 visitors, 2 enquiries: 40 per 100 visitors.
        for needle in [
            "<dd>8</dd>",
            "<dd>5</dd>",
            "<dd>2</dd>",
            "40,0\u{a0}%",
            "<span class=\"audience-ltr\" dir=\"ltr\">/services</span>",
            "<td>Arabe</td>",
            "<span class=\"audience-ltr\" dir=\"ltr\">news.example.org</span>",
            "Téléphone",
            "75,0\u{a0}%",
            "Page hors du site",
            "<svg",
        ] {
            assert!(french.contains(needle), "{needle} in {french}");
        }
        let arabic = render(&report, Lang::Ar, "audience");
        assert!(arabic.contains("<td>العربية</td>"), "{arabic}");
        assert!(
            arabic.contains("<span class=\"audience-ltr\" dir=\"ltr\">/services</span>"),
            "{arabic}"
        );
        let english = render(&report, Lang::En, "audience");
        assert!(
            english.contains("Enquiries per 100 page views"),
            "{english}"
        );
        // One rate per page: /services has 1 message for 6 views.
        assert!(english.contains("16.7%"), "{english}");
    }

    #[test]
    fn an_empty_period_says_so() {
        let report = build(
            &AudienceRows::default(),
            date!(2026 - 11 - 25),
            date!(2026 - 11 - 25),
        );
        let html = render(&report, Lang::En, "audience");
        assert!(html.contains("Nothing counted in this period."), "{html}");
        assert!(
            html.contains("No visit came from another site in this period."),
            "{html}"
        );
    }
}
