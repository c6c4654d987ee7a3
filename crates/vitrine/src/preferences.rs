//! `/theme?set=dark&back=/about?lang=en`: the theme switch without JavaScript.
//!
//! The server renders the theme toggle as a link so it works with JavaScript off; the island
//! turns it into a button that also writes localStorage. Only the cookie decides the first
//! paint, so there is no flash in either case.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use crate::form::safe_return_path;
use crate::pages::response::preference_cookie;
use crate::state::AppState;
use crate::visitor::{Theme, Visitor};

pub(crate) async fn set_theme(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let visitor = Visitor::from_request(&req);
    let back = safe_return_path(visitor.query_value("back"));
    let mut response = HttpResponse::SeeOther();
    response
        .insert_header((header::LOCATION, back))
        .insert_header((header::CACHE_CONTROL, "no-store"));
    if let Some(theme) = visitor.query_value("set").and_then(Theme::from_code) {
        response.cookie(preference_cookie(
            "theme",
            theme.as_str(),
            state.config.is_https(),
        ));
    }
    response.finish()
}
