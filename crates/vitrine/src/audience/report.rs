//! The audience over a range of days, as the operator reads it: `vitrine stats` writes its
//! days, and the console's audience page shows all of it (`report` reads the database, `build`
//! is the arithmetic, `chart::render` draws its days).
//!
//! Visitors are distinct per day: a range's visitors are the sum of its days' (someone who came
//! on two days counts twice), since nothing links one day's visitors to another's. The
//! conversion rate of a page or a language is its conversions (contact messages and newsletter
//! sign-ups requested) per 100 views of that page or in that language; the newsletter's
//! confirmations are shown beside it, not in it (they follow a sign-up, days later).

use std::collections::BTreeMap;

use serde::Serialize;
use time::Date;

use super::{day_text, Conversion, Device, OTHER};
use crate::store::audience::AudienceRows;
use crate::store::Store;

/// Longest range a report covers, in days (ten years: more than any retention).
pub const MAX_DAYS: i64 = 3660;

/// Views of one page in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PageViews {
    pub path: String,
    pub lang: String,
    pub views: i64,
}

/// Views that came from one site (`other`: the hosts past a day's cap).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReferrerViews {
    pub host: String,
    pub views: i64,
}

/// Views per device class.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Devices {
    pub phone: i64,
    pub tablet: i64,
    pub desktop: i64,
}

impl Devices {
    fn add(&mut self, device: Device, views: i64) {
        match device {
            Device::Phone => self.phone += views,
            Device::Tablet => self.tablet += views,
            Device::Desktop => self.desktop += views,
        }
    }
}

/// Conversions by kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Conversions {
    /// Contact messages stored.
    pub contact: i64,
    /// Newsletter sign-ups requested.
    pub signups: i64,
    /// Newsletter sign-ups confirmed.
    pub confirmed: i64,
}

impl Conversions {
    fn add(&mut self, kind: Conversion, count: i64) {
        match kind {
            Conversion::Contact => self.contact += count,
            Conversion::Signup => self.signups += count,
            Conversion::Confirmed => self.confirmed += count,
        }
    }

    /// What the conversion rate counts: messages and sign-ups.
    pub fn leads(&self) -> i64 {
        self.contact + self.signups
    }
}

/// One day, as `vitrine stats --format json` writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DayStats {
    /// `YYYY-MM-DD` (UTC).
    pub day: String,
    pub views: i64,
    pub visitors: i64,
    /// Most viewed first.
    pub pages: Vec<PageViews>,
    /// Other sites that sent views, most first (views without a referrer are not listed).
    pub referrers: Vec<ReferrerViews>,
    pub devices: Devices,
    pub conversions: Conversions,
}

/// Views and conversions of one page or one language, and their rate.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConversionRate {
    /// The page's path or the language's code.
    pub key: String,
    pub views: i64,
    pub conversions: Conversions,
    /// Leads (messages and sign-ups) per 100 views; `None` without a view.
    pub rate_percent: Option<f64>,
}

/// Everything the operator reads about a range of days.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    pub since: String,
    pub until: String,
    /// Every day of the range, in order, days without a view included.
    pub days: Vec<DayStats>,
    pub views: i64,
    /// The sum of the days' distinct visitors.
    pub visitors: i64,
    pub conversions: Conversions,
    /// Leads per 100 visitors over the range; `None` without a visitor.
    pub rate_percent: Option<f64>,
    /// Pages by language, most viewed first.
    pub top_pages: Vec<PageViews>,
    pub referrers: Vec<ReferrerViews>,
    pub devices: Devices,
    /// By language, in the site's order (fr, en, ar), then any other code stored.
    pub by_lang: Vec<ConversionRate>,
    /// By page (views in every language together), most leads first, then most viewed.
    pub by_page: Vec<ConversionRate>,
}

/// The report of the days from `since` to `until` (both included) as the database holds them.
pub async fn report(store: &Store, since: Date, until: Date) -> anyhow::Result<Report> {
    let rows = store
        .audience_rows(&day_text(since), &day_text(until))
        .await?;
    Ok(build(&rows, since, until))
}

/// The report of `rows`, for the days from `since` to `until`.
pub fn build(rows: &AudienceRows, since: Date, until: Date) -> Report {
    let mut days: BTreeMap<String, DayStats> = BTreeMap::new();
    let mut day = since;
    let mut covered = 0;
    while day <= until && covered < MAX_DAYS {
        let text = day_text(day);
        days.insert(
            text.clone(),
            DayStats {
                day: text,
                views: 0,
                visitors: 0,
                pages: Vec::new(),
                referrers: Vec::new(),
                devices: Devices::default(),
                conversions: Conversions::default(),
            },
        );
        covered += 1;
        match day.next_day() {
            Some(next) => day = next,
            None => break,
        }
    }
    let mut top_pages: BTreeMap<(String, String), i64> = BTreeMap::new();
    let mut referrers: BTreeMap<String, i64> = BTreeMap::new();
    let mut devices = Devices::default();
    let mut lang_views: BTreeMap<String, (i64, Conversions)> = BTreeMap::new();
    let mut page_views: BTreeMap<String, (i64, Conversions)> = BTreeMap::new();
    let mut day_pages: BTreeMap<(String, String, String), i64> = BTreeMap::new();
    let mut day_referrers: BTreeMap<(String, String), i64> = BTreeMap::new();
    for row in &rows.views {
        let Some(stats) = days.get_mut(&row.day) else {
            continue;
        };
        stats.views += row.views;
        if let Some(device) = Device::from_code(&row.device) {
            stats.devices.add(device, row.views);
            devices.add(device, row.views);
        }
        *day_pages
            .entry((row.day.clone(), row.path.clone(), row.lang.clone()))
            .or_default() += row.views;
        *top_pages
            .entry((row.path.clone(), row.lang.clone()))
            .or_default() += row.views;
        if !row.referrer.is_empty() {
            *day_referrers
                .entry((row.day.clone(), row.referrer.clone()))
                .or_default() += row.views;
            *referrers.entry(row.referrer.clone()).or_default() += row.views;
        }
        lang_views.entry(row.lang.clone()).or_default().0 += row.views;
        page_views.entry(row.path.clone()).or_default().0 += row.views;
    }
    for ((day, path, lang), views) in day_pages {
        if let Some(stats) = days.get_mut(&day) {
            stats.pages.push(PageViews { path, lang, views });
        }
    }
    for ((day, host), views) in day_referrers {
        if let Some(stats) = days.get_mut(&day) {
            stats.referrers.push(ReferrerViews { host, views });
        }
    }
    for (day, visitors) in &rows.visitors {
        if let Some(stats) = days.get_mut(day) {
            stats.visitors += visitors;
        }
    }
    let mut conversions = Conversions::default();
    for row in &rows.conversions {
        let (Some(stats), Some(kind)) = (days.get_mut(&row.day), Conversion::from_code(&row.kind))
        else {
            continue;
        };
        stats.conversions.add(kind, row.conversions);
        conversions.add(kind, row.conversions);
        lang_views
            .entry(row.lang.clone())
            .or_default()
            .1
            .add(kind, row.conversions);
        page_views
            .entry(row.path.clone())
            .or_default()
            .1
            .add(kind, row.conversions);
    }
    let mut days: Vec<DayStats> = days.into_values().collect();
    for stats in &mut days {
        stats.pages.sort_by(|a, b| {
            b.views
                .cmp(&a.views)
                .then_with(|| (&a.path, &a.lang).cmp(&(&b.path, &b.lang)))
        });
        sort_referrers(&mut stats.referrers);
    }
    let mut top_pages: Vec<PageViews> = top_pages
        .into_iter()
        .map(|((path, lang), views)| PageViews { path, lang, views })
        .collect();
    top_pages.sort_by(|a, b| {
        b.views
            .cmp(&a.views)
            .then_with(|| (&a.path, &a.lang).cmp(&(&b.path, &b.lang)))
    });
    let mut referrers: Vec<ReferrerViews> = referrers
        .into_iter()
        .map(|(host, views)| ReferrerViews { host, views })
        .collect();
    sort_referrers(&mut referrers);
    let rate = |views: i64, conversions: &Conversions| {
        (views > 0).then(|| conversions.leads() as f64 * 100.0 / views as f64)
    };
    let site_order = |code: &str| {
        crate::lang::Lang::ALL
            .iter()
            .position(|lang| lang.as_str() == code)
            .unwrap_or(usize::MAX)
    };
    let mut by_lang: Vec<ConversionRate> = lang_views
        .into_iter()
        .map(|(key, (views, conversions))| ConversionRate {
            rate_percent: rate(views, &conversions),
            key,
            views,
            conversions,
        })
        .collect();
    by_lang.sort_by(|a, b| {
        site_order(&a.key)
            .cmp(&site_order(&b.key))
            .then_with(|| a.key.cmp(&b.key))
    });
    let mut by_page: Vec<ConversionRate> = page_views
        .into_iter()
        .map(|(key, (views, conversions))| ConversionRate {
            rate_percent: rate(views, &conversions),
            key,
            views,
            conversions,
        })
        .collect();
    by_page.sort_by(|a, b| {
        b.conversions
            .leads()
            .cmp(&a.conversions.leads())
            .then_with(|| b.views.cmp(&a.views))
            .then_with(|| (a.key == OTHER).cmp(&(b.key == OTHER)))
            .then_with(|| a.key.cmp(&b.key))
    });
    let views = days.iter().map(|day| day.views).sum();
    let visitors = days.iter().map(|day| day.visitors).sum();
    Report {
        since: day_text(since),
        until: day_text(until),
        days,
        views,
        visitors,
        rate_percent: rate(visitors, &conversions),
        conversions,
        top_pages,
        referrers,
        devices,
        by_lang,
        by_page,
    }
}

/// Most views first; `other` (the hosts past a day's cap) last among equals.
fn sort_referrers(referrers: &mut [ReferrerViews]) {
    referrers.sort_by(|a, b| {
        b.views
            .cmp(&a.views)
            .then_with(|| (a.host == OTHER).cmp(&(b.host == OTHER)))
            .then_with(|| a.host.cmp(&b.host))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::audience::{ConversionRow, ViewRow};
    use time::macros::date;

    fn view(
        day: &str,
        path: &str,
        lang: &str,
        referrer: &str,
        device: &str,
        views: i64,
    ) -> ViewRow {
        ViewRow {
            day: day.into(),
            path: path.into(),
            lang: lang.into(),
            referrer: referrer.into(),
            device: device.into(),
            views,
        }
    }

    fn conversion(
        day: &str,
        path: &str,
        lang: &str,
        kind: &str,
        conversions: i64,
    ) -> ConversionRow {
        ConversionRow {
            day: day.into(),
            path: path.into(),
            lang: lang.into(),
            kind: kind.into(),
            conversions,
        }
    }

    #[test]
    fn days_totals_pages_referrers_devices_and_rates() {
        let rows = AudienceRows {
            views: vec![
                view("2026-11-25", "/", "fr", "", "desktop", 6),
                view(
                    "2026-11-25",
                    "/services",
                    "ar",
                    "news.example.org",
                    "phone",
                    3,
                ),
                view("2026-11-26", "/contact", "fr", "", "tablet", 4),
                view("2026-11-26", "/services", "ar", "other", "phone", 1),
                // Outside the range: left out.
                view("2026-11-28", "/", "fr", "", "desktop", 100),
            ],
            visitors: vec![("2026-11-25".into(), 5), ("2026-11-26".into(), 3)],
            conversions: vec![
                conversion("2026-11-26", "/contact", "fr", "contact", 2),
                conversion("2026-11-26", "/services", "ar", "signup", 1),
                conversion("2026-11-26", "/services", "ar", "confirmed", 1),
            ],
        };
        let report = build(&rows, date!(2026 - 11 - 24), date!(2026 - 11 - 26));
        let days: Vec<(&str, i64, i64)> = report
            .days
            .iter()
            .map(|day| (day.day.as_str(), day.views, day.visitors))
            .collect();
        assert_eq!(
            days,
            [
                ("2026-11-24", 0, 0),
                ("2026-11-25", 9, 5),
                ("2026-11-26", 5, 3)
            ]
        );
        assert_eq!((report.views, report.visitors), (14, 8));
        assert_eq!(
            report.days[1].pages,
            [
                PageViews {
                    path: "/".into(),
                    lang: "fr".into(),
                    views: 6
                },
                PageViews {
                    path: "/services".into(),
                    lang: "ar".into(),
                    views: 3
                },
            ]
        );
        assert_eq!(
            report.referrers,
            [
                ReferrerViews {
                    host: "news.example.org".into(),
                    views: 3
                },
                ReferrerViews {
                    host: "other".into(),
                    views: 1
                },
            ]
        );
        assert_eq!(
            report.devices,
            Devices {
                phone: 4,
                tablet: 4,
                desktop: 6
            }
        );
        assert_eq!(
            report.days[2].conversions,
            Conversions {
                contact: 2,
                signups: 1,
                confirmed: 1
            }
        );
        assert_eq!(
            report
                .by_lang
                .iter()
                .map(|rate| rate.key.as_str())
                .collect::<Vec<_>>(),
            ["fr", "ar"]
        );
        // fr: 2 messages for 10 views; ar: 1 sign-up for 4 views.
        assert_eq!(report.by_lang[0].rate_percent, Some(20.0));
        assert_eq!(report.by_lang[1].rate_percent, Some(25.0));
        assert_eq!(report.by_page[0].key, "/contact");
        assert_eq!(report.by_page[0].rate_percent, Some(50.0));
        // 3 leads for 8 visitors.
        assert_eq!(report.rate_percent, Some(37.5));
    }

    #[test]
    fn an_empty_range_has_its_days_at_zero() {
        let report = build(
            &AudienceRows::default(),
            date!(2026 - 02 - 27),
            date!(2026 - 03 - 02),
        );
        assert_eq!(report.days.len(), 4);
        assert!(report
            .days
            .iter()
            .all(|day| day.views == 0 && day.pages.is_empty()));
        assert_eq!(report.rate_percent, None);
    }
}
