//! `/theme?set=dark&back=/about?lang=en`: the theme switch without JavaScript.
//!
//! The server renders the theme toggle as a link so it works with JavaScript off; the island
//! turns it into a button that also writes localStorage. Only the cookie decides the first
//! paint, so there is no flash in either case.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

use crate::pages::{preference_cookie, Theme, Visitor};
use crate::AppState;

/// A local path to go back to; anything else (other host, `//host`, `\`) becomes `/`.
pub fn safe_return_path(candidate: Option<&str>) -> String {
    match candidate {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.contains('\\')
                && !path.chars().any(char::is_control)
                && path.len() <= 512 =>
        {
            path.to_owned()
        }
        _ => "/".to_owned(),
    }
}

pub async fn set_theme(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
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

#[cfg(test)]
mod tests {
    use super::safe_return_path;

    #[test]
    fn only_local_paths_are_followed() {
        assert_eq!(safe_return_path(Some("/about?lang=en")), "/about?lang=en");
        assert_eq!(safe_return_path(Some("//evil.example")), "/");
        assert_eq!(safe_return_path(Some("https://evil.example")), "/");
        assert_eq!(safe_return_path(Some("/\\evil.example")), "/");
        assert_eq!(safe_return_path(None), "/");
    }
}
