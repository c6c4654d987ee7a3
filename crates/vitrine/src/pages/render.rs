//! Rendering a page's template into its response: the handler of every page that needs
//! nothing but its context, and the rendering every page handler ends with (a template that
//! fails is a server error, shown as the localised 500 page).

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::context::PageContext;
use super::page::Page;
use super::response::html_response;
use crate::error::AppError;
use crate::state::AppState;
use crate::visitor::Visitor;

/// The handler of every page that needs nothing but its context: the registry mounts it with
/// the page as resource data.
pub(crate) async fn show<T: Template + From<PageContext>>(
    req: HttpRequest,
    state: web::Data<AppState>,
    page: web::Data<&'static Page>,
) -> Result<HttpResponse, AppError> {
    let visitor = Visitor::from_request(&req);
    let ctx = PageContext::new(&state, &visitor, Some(*page.get_ref()));
    render_page(&req, StatusCode::OK, &T::from(ctx))
}

/// The page `req` was routed to, for a handler that reads the page's declared inputs; one
/// mounted without its page is a fault of the code: an internal error.
pub(crate) fn served_page(req: &HttpRequest) -> Result<&'static Page, AppError> {
    Page::of_request(req).ok_or_else(|| {
        AppError::internal(
            req,
            anyhow::anyhow!("a page handler mounted without its page"),
        )
    })
}

/// Renders a template into an HTML response with the headers every page shares.
pub(crate) fn render_page(
    req: &HttpRequest,
    status: StatusCode,
    template: &impl Template,
) -> Result<HttpResponse, AppError> {
    let body = template.render().map_err(|error| {
        AppError::internal(req, anyhow::Error::new(error).context("template rendering"))
    })?;
    Ok(html_response(req, status, body))
}
