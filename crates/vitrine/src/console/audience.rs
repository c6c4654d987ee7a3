//! The audience's page: the last 30 days as the server counted them (`audience::report`), drawn
//! and tabled on the server (`audience::view`), readable with JavaScript off.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{console_context, render, Operator};
use crate::audience::{report, view};
use crate::error::{AppError, OrInternal};
use crate::pages::context::PageContext;
use crate::state::AppState;

/// Days the page shows, today included.
const DAYS_SHOWN: i64 = 30;

#[derive(Template)]
#[template(path = "console/audience.html")]
pub(crate) struct AudiencePage {
    pub ctx: PageContext,
    /// The report's HTML (`audience::view::render`).
    pub body: String,
}

/// `GET /console/audience`.
pub(crate) async fn audience_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let until = time::OffsetDateTime::from_unix_timestamp(state.clock.now())
        .or_internal(&req)?
        .date();
    let since = until
        .checked_sub(time::Duration::days(DAYS_SHOWN - 1))
        .unwrap_or(until);
    let report = report::report(&state.store, since, until)
        .await
        .or_internal(&req)?;
    let ctx = console_context(&req, &state, &operator, "console-audience", "/audience").await?;
    let page = AudiencePage {
        body: view::render(&report, ctx.lang, "audience"),
        ctx,
    };
    render(&req, StatusCode::OK, &page)
}
