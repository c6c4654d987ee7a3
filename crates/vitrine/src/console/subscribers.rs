//! The newsletter's subscribers: by status (pending, confirmed, unsubscribed, bounced) with
//! their consent record, searched, paged, exported as the command line exports them (CSV),
//! and unsubscribed on their behalf, which their record and the audit log say the operator
//! did.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{
    console_context, listing_href, recorded_export, render, see_other_done, shown_time,
    typed_search, Choice, ExportFile, Listing, Operator, PageLinks, PostedTo,
};
use crate::error::{found, AppError, OrInternal, OrUnstored};
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::store::inbox::fold_search;
use crate::store::subscribers::{SubscriberQuery, SubscriberRecord, SUBSCRIBER_STATUSES};
use crate::visitor::Visitor;

/// Subscribers per page.
pub(crate) const PAGE_SIZE: i64 = 50;

#[derive(Template)]
#[template(path = "console/subscribers.html")]
pub(crate) struct SubscribersPage {
    pub ctx: PageContext,
    pub rows: Vec<SubscriberView>,
    /// The status filter's choices, with their counts.
    pub statuses: Vec<Choice>,
    /// How many subscribers the filters find.
    pub total: i64,
    pub status: Option<&'static str>,
    /// The search as typed.
    pub search: String,
    pub pages: PageLinks,
    /// Whether someone was just unsubscribed.
    pub unsubscribed: bool,
}

/// A subscriber as the page lists them.
pub(crate) struct SubscriberView {
    pub email: String,
    pub status: &'static str,
    pub status_label: String,
    pub requested: String,
    pub lang: String,
    pub page: String,
    pub wording: String,
    pub confirmed: String,
    pub left: String,
    /// Fluent id of how they left, when they did.
    pub left_by: Option<&'static str>,
    /// The unsubscribe form's address, while they are subscribed.
    pub unsubscribe_href: Option<String>,
}

impl SubscribersPage {
    /// The export of what the filters find.
    pub(crate) fn export_href(&self) -> String {
        let filters = [
            ("status", self.status.unwrap_or_default()),
            ("q", &self.search),
        ];
        listing_href(&self.ctx, "/console/subscribers/export", &filters, 1)
    }
}

/// A status's Fluent id.
fn status_label(status: &str) -> &'static str {
    match status {
        "pending" => "console-subscribers-status-pending",
        "confirmed" => "console-subscribers-status-confirmed",
        "unsubscribed" => "console-subscribers-status-unsubscribed",
        _ => "console-subscribers-status-bounced",
    }
}

/// How a subscriber left, as a Fluent id.
fn left_by_label(method: &str) -> &'static str {
    match method {
        crate::store::subscribers::BY_OPERATOR => "console-subscribers-left-by-operator",
        "one-click" => "console-subscribers-left-by-one-click",
        _ => "console-subscribers-left-by-page",
    }
}

/// What the query asks: a known status (anything else is every status) and the search, cut
/// to `SEARCH_MAX_CHARS`.
fn read_query(status: Option<&str>, search: Option<&str>) -> (SubscriberQuery, String) {
    let status = status.and_then(|wanted| SUBSCRIBER_STATUSES.into_iter().find(|s| *s == wanted));
    let search = typed_search(search.unwrap_or_default());
    let query = SubscriberQuery {
        status,
        search: fold_search(&search),
    };
    (query, search)
}

fn view_of(ctx: &PageContext, record: SubscriberRecord) -> SubscriberView {
    let consent = record.consent;
    let status = SUBSCRIBER_STATUSES
        .into_iter()
        .find(|known| *known == record.status)
        .unwrap_or("bounced");
    SubscriberView {
        unsubscribe_href: (status != "unsubscribed")
            .then(|| ctx.link(&format!("/console/subscribers/{}/unsubscribe", record.id))),
        email: record.email,
        status,
        status_label: ctx.text(status_label(status)),
        requested: shown_time(ctx, consent.requested_at),
        lang: super::inbox::lang_name(&ctx.lang, &consent.lang),
        page: consent.page,
        wording: consent.wording_version,
        confirmed: consent
            .confirmed_at
            .map(|at| shown_time(ctx, at))
            .unwrap_or_default(),
        left: consent
            .unsubscribed_at
            .map(|at| shown_time(ctx, at))
            .unwrap_or_default(),
        left_by: consent.unsubscribe_method.as_deref().map(left_by_label),
    }
}

/// `GET /console/subscribers`: `?status=…` filters, `q` searches the address and the
/// consent's page and wording, `page` pages.
pub(crate) async fn subscribers_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let (query, search) = read_query(visitor.query_value("status"), visitor.query_value("q"));
    let listing = Listing::of(&visitor, PAGE_SIZE);
    let (records, total) = state
        .store
        .subscriber_page(&query, listing.size, listing.offset())
        .await
        .or_internal(&req)?;
    let counts = state.store.subscriber_counts().await.or_internal(&req)?;
    let ctx = console_context(
        &req,
        &state,
        &operator,
        "console-subscribers",
        "/subscribers",
    )
    .await?;
    let filters = [("status", query.status.unwrap_or_default()), ("q", &search)];
    let pages = listing.links(&ctx, "/console/subscribers", &filters, total);
    let view = SubscribersPage {
        statuses: SUBSCRIBER_STATUSES
            .into_iter()
            .zip(counts)
            .map(|(code, count)| Choice {
                code,
                label: format!("{} ({count})", ctx.text(status_label(code))),
                selected: query.status == Some(code),
            })
            .collect(),
        rows: records.into_iter().map(|r| view_of(&ctx, r)).collect(),
        total,
        status: query.status,
        search,
        pages,
        unsubscribed: visitor.query_value("done") == Some("unsubscribed"),
        ctx,
    };
    render(&req, StatusCode::OK, &view)
}

/// `GET /console/subscribers/export`: the subscribers of the page's filters as CSV, the
/// columns of `vitrine subscribers export`. It changes nothing but the audit log, which
/// records every export.
pub(crate) async fn export(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let (query, _) = read_query(visitor.query_value("status"), visitor.query_value("q"));
    let records = state
        .store
        .subscriber_export(&query)
        .await
        .or_internal(&req)?;
    let mut body = Vec::new();
    crate::store::csv::write_csv(&mut body, &records).or_internal(&req)?;
    let file = ExportFile {
        content_type: "text/csv; charset=utf-8",
        name: "subscribers.csv",
        body,
    };
    let detail = serde_json::json!({ "what": "subscribers", "count": records.len() });
    recorded_export(&req, &state, &operator, file, detail).await
}

/// `POST /console/subscribers/{id}/unsubscribe`: unsubscribes them on their behalf.
pub(crate) async fn unsubscribe(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, .. }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let subscriber = found(&req, state.store.subscriber(id).await)?;
    let now = state.clock.now();
    let entry = operator.audit(
        AuditAction::Unsubscribe,
        now,
        serde_json::json!({ "subscriber": id, "from": subscriber.status }),
    );
    state
        .store
        .unsubscribe_by_operator(id, now, &entry)
        .await
        .or_unstored(&req, "console unsubscribe")?;
    Ok(see_other_done(&req, "/subscribers", "unsubscribed"))
}
