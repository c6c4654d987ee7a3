//! The chart of views and visitors per day, drawn on the server as SVG: readable with
//! JavaScript off, styled by the site's stylesheet (classes only: the CSP allows no inline
//! style), and followed by a table holding every number for screen readers
//! (`templates/partials/audience_chart.html`). A page includes it with `{{ chart|safe }}`,
//! `chart` being `render(&report.days, lang, "audience-chart")`.
//!
//! Views are bars and visitors a line over them, on one scale rounded up to a readable number.
//! In Arabic the days run from right to left, as the page reads, with the scale on the right.

use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;

use super::report::DayStats;
use crate::i18n;
use crate::lang::Lang;

/// The drawing's size, in SVG units (it scales to the width of its box).
const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 260.0;
/// Room for the scale's numbers on one side, and a little on the other.
const SCALE_SIDE: f64 = 52.0;
const FAR_SIDE: f64 = 12.0;
const TOP: f64 = 14.0;
/// Room for the days' labels under the plot.
const BOTTOM: f64 = 30.0;
/// Horizontal lines of the scale, zero included.
const GRID_LINES: u32 = 5;
/// A label under every this many days (and under the last).
const LABEL_EVERY: usize = 7;
/// How many days' slots half a date's label needs (`25 novembre 2026` at the chart's size).
const LABEL_ROOM_DAYS: usize = 3;

/// A bar of views.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Bar {
    pub x: String,
    pub y: String,
    pub width: String,
    pub height: String,
}

/// A line of the scale and its number.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct GridLine {
    pub y: String,
    pub label: String,
}

/// A day's label under the plot.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct DayLabel {
    pub x: String,
    pub text: String,
    /// `middle` under its bar; the last day's ends at its slot's outer edge, so it stays inside
    /// the drawing (in Arabic too: in right-to-left text its end is its left side).
    pub anchor: &'static str,
}

/// A row of the table of numbers.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Row {
    pub date: String,
    pub views: i64,
    pub visitors: i64,
}

#[derive(Template)]
#[template(path = "partials/audience_chart.html")]
pub(crate) struct AudienceChart {
    /// Prefix of the element ids (several charts may share a page).
    pub id: String,
    pub dir: &'static str,
    pub width: f64,
    pub height: f64,
    pub title: String,
    pub summary: String,
    pub views_label: String,
    pub visitors_label: String,
    pub day_label: String,
    pub bars: Vec<Bar>,
    /// The visitors' line: `x,y` points.
    pub line: String,
    pub dots: Vec<(String, String)>,
    pub grid: Vec<GridLine>,
    /// Where the scale's numbers stand, and how they are anchored.
    pub scale_x: String,
    pub scale_anchor: &'static str,
    pub plot_left: String,
    pub plot_right: String,
    pub labels: Vec<DayLabel>,
    pub labels_y: String,
    pub rows: Vec<Row>,
}

/// The chart of `days` in `lang`, its element ids starting with `id`: HTML to place in a page.
pub fn render(days: &[DayStats], lang: Lang, id: &str) -> String {
    chart(days, lang, id).render().unwrap_or_else(|error| {
        tracing::error!(%error, "audience chart not rendered");
        String::new()
    })
}

/// A readable top for the scale: the smallest 1, 2, 2.5 or 5 times a power of ten, times the
/// number of steps, at or above `max` (at least one per step).
pub(crate) fn scale_top(max: i64) -> i64 {
    let steps = i64::from(GRID_LINES - 1);
    let per_step = (max.max(1) + steps - 1) / steps;
    // Steps in tenths of `power`: 1, 2, 2.5, 3, 4 and 5 times it (2.5 once it is a whole
    // number), so a peak of 103 reads on a scale to 120, not 200.
    let mut power = 1_i64;
    loop {
        for tenths in [10, 20, 25, 30, 40, 50] {
            let step = tenths * power / 10;
            if tenths * power % 10 == 0 && step >= per_step {
                return step.saturating_mul(steps);
            }
        }
        power = power.saturating_mul(10);
    }
}

fn number(value: f64) -> String {
    format!("{value:.1}")
}

pub(crate) fn chart(days: &[DayStats], lang: Lang, id: &str) -> AudienceChart {
    let rtl = lang.is_rtl();
    let plot_width = WIDTH - SCALE_SIDE - FAR_SIDE;
    let plot_height = HEIGHT - TOP - BOTTOM;
    let (plot_left, plot_right) = if rtl {
        (FAR_SIDE, WIDTH - SCALE_SIDE)
    } else {
        (SCALE_SIDE, WIDTH - FAR_SIDE)
    };
    let count = days.len().max(1);
    let slot = plot_width / count as f64;
    // The centre of day `i`'s slot, from the start of the reading direction.
    let centre = |i: usize| {
        let from_start = slot * (i as f64 + 0.5);
        if rtl {
            plot_right - from_start
        } else {
            plot_left + from_start
        }
    };
    let max = days
        .iter()
        .map(|day| day.views.max(day.visitors))
        .max()
        .unwrap_or(0);
    let top = scale_top(max) as f64;
    let y_of = |value: i64| TOP + plot_height - (value as f64 / top) * plot_height;
    let bar_width = (slot * 0.7).max(1.0);
    let bars = days
        .iter()
        .enumerate()
        .map(|(i, day)| Bar {
            x: number(centre(i) - bar_width / 2.0),
            y: number(y_of(day.views)),
            width: number(bar_width),
            height: number(TOP + plot_height - y_of(day.views)),
        })
        .collect();
    let points: Vec<(String, String)> = days
        .iter()
        .enumerate()
        .map(|(i, day)| (number(centre(i)), number(y_of(day.visitors))))
        .collect();
    let line = points
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let grid = (0..GRID_LINES)
        .map(|n| {
            let value = top as i64 * i64::from(n) / i64::from(GRID_LINES - 1);
            GridLine {
                y: number(y_of(value)),
                label: value.to_string(),
            }
        })
        .collect();
    let date = |day: &DayStats| {
        super::parse_day(&day.day).map_or_else(
            || day.day.clone(),
            |date| {
                i18n::long_date(
                    lang,
                    date.year(),
                    u8::from(date.month()) as i8,
                    date.day() as i8,
                )
            },
        )
    };
    let labels = days
        .iter()
        .enumerate()
        // The last day's too, unless it would overlap the label a day or two before it.
        .filter(|(i, _)| i % LABEL_EVERY == 0 || (*i + 1 == days.len() && i % LABEL_EVERY >= 3))
        .map(|(i, day)| {
            // A label centred on one of the last days would run past the plot's far edge (a
            // date is wider than three days' slots): it ends at its slot's edge instead.
            let near_end = i + LABEL_ROOM_DAYS >= days.len();
            let edge = if rtl { -slot / 2.0 } else { slot / 2.0 };
            DayLabel {
                x: number(centre(i) + if near_end { edge } else { 0.0 }),
                text: date(day),
                anchor: if near_end { "end" } else { "middle" },
            }
        })
        .collect();
    let views: i64 = days.iter().map(|day| day.views).sum();
    let visitors: i64 = days.iter().map(|day| day.visitors).sum();
    let (first, last) = match (days.first(), days.last()) {
        (Some(first), Some(last)) => (date(first), date(last)),
        _ => (String::new(), String::new()),
    };
    let summary = i18n::lookup_args(
        lang,
        "audience-chart-summary",
        &[
            ("views", FluentValue::from(views.to_string())),
            ("visitors", FluentValue::from(visitors.to_string())),
            ("first", FluentValue::from(first)),
            ("last", FluentValue::from(last)),
        ],
    );
    AudienceChart {
        id: id.to_owned(),
        dir: lang.dir(),
        width: WIDTH,
        height: HEIGHT,
        title: i18n::lookup(lang, "audience-chart-title"),
        summary,
        views_label: i18n::lookup(lang, "audience-chart-views"),
        visitors_label: i18n::lookup(lang, "audience-chart-visitors"),
        day_label: i18n::lookup(lang, "audience-chart-day"),
        bars,
        line,
        dots: points,
        grid,
        scale_x: number(if rtl {
            plot_right + 8.0
        } else {
            plot_left - 8.0
        }),
        scale_anchor: if rtl { "start" } else { "end" },
        plot_left: number(plot_left),
        plot_right: number(plot_right),
        labels,
        labels_y: number(HEIGHT - 8.0),
        rows: days
            .iter()
            .map(|day| Row {
                date: date(day),
                views: day.views,
                visitors: day.visitors,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audience::report::{Conversions, Devices};

    fn days(figures: &[(i64, i64)]) -> Vec<DayStats> {
        figures
            .iter()
            .enumerate()
            .map(|(i, &(views, visitors))| DayStats {
                day: format!("2026-11-{:02}", i + 1),
                views,
                visitors,
                pages: Vec::new(),
                referrers: Vec::new(),
                devices: Devices::default(),
                conversions: Conversions::default(),
            })
            .collect()
    }

    #[test]
    fn the_scale_rounds_up_to_a_readable_number() {
        assert_eq!(scale_top(0), 4);
        assert_eq!(scale_top(3), 4);
        assert_eq!(scale_top(7), 8);
        assert_eq!(scale_top(9), 12);
        assert_eq!(scale_top(103), 120);
        assert_eq!(scale_top(41), 80);
        assert_eq!(scale_top(87), 100);
        assert_eq!(scale_top(400), 400);
        assert_eq!(scale_top(401), 800);
        assert_eq!(scale_top(1234), 1600);
    }

    #[test]
    fn bars_and_line_stand_for_the_numbers() {
        let figures: Vec<(i64, i64)> = (0..30).map(|i| (i * 3, i)).collect();
        let chart = chart(&days(&figures), Lang::Fr, "c");
        assert_eq!(chart.bars.len(), 30);
        // Scale: 87 views at most → 100; the plot is 216 units high from y = 14.
        assert_eq!(
            chart.grid.last().map(|line| line.label.as_str()),
            Some("100")
        );
        let height = |bar: &Bar| bar.height.parse::<f64>().expect("number");
        assert_eq!(height(&chart.bars[0]), 0.0);
        assert!((height(&chart.bars[29]) - 216.0 * 0.87).abs() < 0.1);
        // Days run left to right in French, right to left in Arabic.
        let x = |bar: &Bar| bar.x.parse::<f64>().expect("number");
        assert!(x(&chart.bars[0]) < x(&chart.bars[29]));
        let arabic = super::chart(&days(&figures), Lang::Ar, "c");
        assert!(x(&arabic.bars[0]) > x(&arabic.bars[29]));
        assert_eq!(chart.line.split(' ').count(), 30);
        // A label every week (days 1, 8, 15, 22, 29); the 30th's would touch the 29th's.
        assert_eq!(chart.labels.len(), 5);
        // The 29th's label ends at its slot's edge, inside the chart; the others are centred.
        let anchors: Vec<&str> = chart.labels.iter().map(|label| label.anchor).collect();
        assert_eq!(anchors, ["middle", "middle", "middle", "middle", "end"]);
        let x = |label: &DayLabel| label.x.parse::<f64>().expect("number");
        assert!(x(&chart.labels[4]) <= WIDTH - FAR_SIDE);
        let figures: Vec<(i64, i64)> = (0..26).map(|i| (i, i)).collect();
        assert_eq!(super::chart(&days(&figures), Lang::Fr, "c").labels.len(), 5);
    }

    #[test]
    fn the_html_holds_the_svg_and_every_number_in_a_table() {
        let html = render(&days(&[(12, 5), (0, 0), (7, 3)]), Lang::En, "audience");
        let svg_at = html.find("<svg").expect("an svg");
        let table_at = html.find("<table").expect("a table");
        assert!(svg_at < table_at);
        assert!(html.contains(r#"role="img""#));
        assert!(html.contains(r#"aria-labelledby="audience-title audience-summary""#));
        for cell in ["<td>12</td>", "<td>5</td>", "<td>7</td>", "<td>3</td>"] {
            assert!(html.contains(cell), "{cell} in {html}");
        }
        assert!(html.contains("1 November 2026"), "{html}");
        assert!(html.contains("19 page views"), "{html}");
        assert!(!html.contains("style="), "no inline style under the CSP");
        assert_eq!(html.matches("<rect").count(), 3);
    }
}
