//! The owner's console at `/console`: signed-in pages to work the leads (inbox), the people's
//! data rights (access, erasure) and the audit log. Server-rendered, whole without
//! JavaScript, never cached (`Cache-Control: no-store`), never indexed (`X-Robots-Tag`).
//!
//! - `ROUTES` is the one list of the console's routes (mounted under `/console` by
//!   `routes::configure_routes`, outside the page cache); `NAV` its navigation.
//! - Every page but sign-in takes an [`Operator`] (the guard): no live session, a 303 to
//!   `/console/login`. Every POST reads its form through [`ConsoleForm`]: the site's
//!   cross-origin rule, then the form's CSRF token (derived from the session's token,
//!   `credentials::csrf_token`), compared in constant time.
//! - Sessions live in the database (`store::operators`): the cookie `__Host-vitrine-session`
//!   holds a 256-bit random token, the database its SHA-256; it ends after
//!   `SESSION_IDLE_SECS` without a request or `SESSION_ABSOLUTE_SECS` after sign-in.

pub(crate) mod audience;
pub(crate) mod audit;
pub(crate) mod inbox;
pub(crate) mod mail;
pub(crate) mod newsletter;
pub(crate) mod people;
pub(crate) mod sign_in;
pub(crate) mod subscribers;

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use askama::Template;

use crate::credentials::{csrf_token, same_secret, token_hash};
use crate::error::{AppError, ErrorKind, OrInternal, OrUnstored};
use crate::form::FormFields;
use crate::pages::context::{ConsoleChrome, ConsoleNavEntry, PageContext};
use crate::pages::render::render_page;
use crate::state::AppState;
use crate::store::audit::{AuditAction, AuditEntry};
use crate::store::operators::SESSION_TOUCH_SECS;
use crate::visitor::Visitor;

/// The session cookie. `__Host-`: the browser keeps it only if it is `Secure`, has
/// `Path=/` and no `Domain`, so no other host or path can set or read it.
pub(crate) const SESSION_COOKIE: &str = "__Host-vitrine-session";
/// The cookie of a sign-in between its password step and its code step (and of the sign-in
/// form's CSRF token before that).
pub(crate) const SIGN_IN_COOKIE: &str = "__Host-vitrine-sign-in";
/// The hidden field that carries the CSRF token of every console form.
pub(crate) const CSRF_FIELD: &str = "csrf";

/// Builds a console route's handler (a plain function, so the table can hold it).
pub(crate) type RouteFn = fn() -> actix_web::Route;

/// Every console route: its path under `/console`, its method, its handler. Add a page here
/// (and in `NAV` if the navigation lists it).
pub const ROUTES: [(&str, Method, RouteFn); 32] = route_table![
    GET "" => inbox::inbox,
    GET "/login" => sign_in::login_page,
    POST "/login" => sign_in::login,
    GET "/login/code" => sign_in::code_page,
    POST "/login/code" => sign_in::code,
    POST "/logout" => sign_in::logout,
    GET "/sessions" => sign_in::sessions,
    POST "/sessions/{id}/end" => sign_in::end_session,
    POST "/messages/export" => inbox::export,
    GET "/messages/{id}" => inbox::message,
    POST "/messages/{id}/status" => inbox::set_status,
    POST "/messages/{id}/note" => inbox::set_note,
    GET "/people" => people::people_page,
    POST "/people/export" => people::export,
    POST "/people/erase" => people::erase_review,
    POST "/people/erase/confirm" => people::erase,
    GET "/mail" => mail::mail_page,
    POST "/mail/{id}/retry" => mail::retry,
    GET "/audience" => audience::audience_page,
    GET "/newsletter" => newsletter::newsletter_page,
    GET "/newsletter/new" => newsletter::new_page,
    POST "/newsletter/new" => newsletter::create,
    GET "/newsletter/{id}" => newsletter::issue_page,
    GET "/newsletter/{id}/preview/{lang}" => newsletter::preview_html,
    POST "/newsletter/{id}/text" => newsletter::save_text,
    POST "/newsletter/{id}/test" => newsletter::send_test,
    POST "/newsletter/{id}/send" => newsletter::send_review,
    POST "/newsletter/{id}/send/confirm" => newsletter::send,
    GET "/subscribers" => subscribers::subscribers_page,
    GET "/subscribers/export" => subscribers::export,
    POST "/subscribers/{id}/unsubscribe" => subscribers::unsubscribe,
    GET "/audit" => audit::audit_page,
];

/// The console's navigation: path under `/console` and the Fluent id of its label, in order.
pub(crate) const NAV: [(&str, &str); 8] = [
    ("", "console-nav-inbox"),
    ("/mail", "console-nav-mail"),
    ("/newsletter", "console-nav-newsletter"),
    ("/subscribers", "console-nav-subscribers"),
    ("/people", "console-nav-people"),
    ("/audience", "console-nav-audience"),
    ("/audit", "console-nav-audit"),
    ("/sessions", "console-nav-sessions"),
];

/// The methods a console path answers, as `Allow` says them.
pub(crate) fn allow_of(path: &str) -> String {
    let mut allow = Vec::new();
    if ROUTES
        .iter()
        .any(|(known, method, _)| *known == path && *method == Method::GET)
    {
        allow.extend(["GET", "HEAD"]);
    }
    if ROUTES
        .iter()
        .any(|(known, method, _)| *known == path && *method == Method::POST)
    {
        allow.push("POST");
    }
    allow.join(", ")
}

/// A cookie of the console: `__Host-` rules (Secure, Path=/, no Domain), HttpOnly,
/// SameSite=Strict, gone when the browser closes. Browsers accept `Secure` cookies from
/// `http://localhost` and `127.0.0.1`; elsewhere the console needs HTTPS.
pub(crate) fn console_cookie(name: &'static str, value: String) -> Cookie<'static> {
    Cookie::build(name, value)
        .path("/")
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Strict)
        .finish()
}

/// A console cookie deleted.
pub(crate) fn removed_cookie(name: &'static str) -> Cookie<'static> {
    let mut cookie = console_cookie(name, String::new());
    cookie.make_removal();
    cookie
}

/// The client's address as text, as the audit log and the throttle record it (empty when
/// unknown).
pub(crate) fn client_address_text(req: &HttpRequest, state: &AppState) -> String {
    crate::visitor::client_address(req, &state.config.trusted_proxies)
        .map(|ip| ip.to_string())
        .unwrap_or_default()
}

/// The signed-in operator of a request: every console page but sign-in takes one. Extracting
/// it checks the session cookie against the database; a missing, unknown or ended session
/// answers a 303 to the sign-in page instead of running the handler.
#[derive(Debug, Clone)]
pub struct Operator {
    pub id: i64,
    pub email: String,
    /// The session's id (the sessions page marks it, sign-out ends it).
    pub session_id: i64,
    /// The CSRF token of this session's forms.
    pub csrf: String,
    /// The client's address, for the audit log.
    pub ip: String,
}

impl Operator {
    /// An audit record of `action` by this operator at `now`.
    pub(crate) fn audit(
        &self,
        action: AuditAction,
        now: i64,
        detail: serde_json::Value,
    ) -> AuditEntry<'_> {
        AuditEntry {
            at: now,
            operator: &self.email,
            ip: &self.ip,
            action,
            detail,
        }
    }

    /// Records `action` by this operator now, on its own (for what changes nothing else: an
    /// export, or a change the engine made before).
    pub(crate) async fn record(
        &self,
        req: &HttpRequest,
        state: &AppState,
        action: AuditAction,
        detail: serde_json::Value,
    ) -> Result<(), AppError> {
        let entry = self.audit(action, state.clock.now(), detail);
        state
            .store
            .record_audit(&entry)
            .await
            .or_unstored(req, action.as_str())
    }

    async fn from_session(req: &HttpRequest) -> Result<Operator, AppError> {
        let state = site_state(req)?;
        let Some(token) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_owned()) else {
            return Err(AppError::new(req, ErrorKind::SignInRequired));
        };
        let now = state.clock.now();
        let session = state
            .store
            .session(&token_hash(&token))
            .await
            .or_internal(req)?;
        let Some(session) = session else {
            return Err(AppError::new(req, ErrorKind::SignInRequired));
        };
        let ip = client_address_text(req, state);
        if !session.is_live(now) {
            // Ended by time: gone from the database, and recorded.
            let reason =
                if now - session.created_at >= crate::store::operators::SESSION_ABSOLUTE_SECS {
                    "absolute"
                } else {
                    "idle"
                };
            let entry = AuditEntry {
                at: now,
                operator: &session.operator_email,
                ip: &ip,
                action: AuditAction::SessionEnded,
                detail: serde_json::json!({ "session": session.id, "reason": reason }),
            };
            if let Err(error) = state
                .store
                .end_session(session.operator_id, session.id, &entry)
                .await
            {
                tracing::warn!(%error, "cannot delete an ended session");
            }
            return Err(AppError::new(req, ErrorKind::SignInRequired));
        }
        if now - session.last_seen_at >= SESSION_TOUCH_SECS {
            state
                .store
                .touch_session(session.id, now)
                .await
                .or_unstored(req, "console session")?;
        }
        Ok(Operator {
            id: session.operator_id,
            email: session.operator_email,
            session_id: session.id,
            csrf: csrf_token(&token),
            ip,
        })
    }
}

impl FromRequest for Operator {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Operator, AppError>>>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Operator::from_session(&req).await })
    }
}

/// The site's state, as a handler's extractor finds it.
fn site_state(req: &HttpRequest) -> Result<&web::Data<AppState>, AppError> {
    req.app_data::<web::Data<AppState>>()
        .ok_or_else(|| AppError::internal(req, anyhow::anyhow!("no site state")))
}

/// A console POST, taken apart before its handler runs: the signed-in operator (a 303 to
/// sign-in without a session) and their form, which passed the cross-origin rule and whose
/// CSRF token is theirs (`ConsoleForm::read`: a 403 with nothing done otherwise). A handler
/// takes `Posted { operator, form }: Posted` instead of the operator and the payload.
pub(crate) struct Posted {
    pub operator: Operator,
    pub form: ConsoleForm,
}

impl FromRequest for Posted {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Posted, AppError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let req = req.clone();
        let payload = web::Payload::from_request(&req, payload).into_inner();
        Box::pin(async move {
            let payload = payload.map_err(|error| {
                AppError::internal(&req, anyhow::anyhow!("console form body: {error}"))
            })?;
            let operator = Operator::from_session(&req).await?;
            let form = ConsoleForm::read(&req, site_state(&req)?, payload, &operator.csrf).await?;
            Ok(Posted { operator, form })
        })
    }
}

/// A console POST to a path with an `{id}`: `Posted`, then the id (the console's 404 for a
/// path that is not one), in that order, so that a refusal never tells what an id names.
pub(crate) struct PostedTo {
    pub operator: Operator,
    pub id: i64,
    pub form: ConsoleForm,
}

impl FromRequest for PostedTo {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<PostedTo, AppError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let posted = Posted::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let Posted { operator, form } = posted.await?;
            let id = path_id(&req, req.match_info().get("id").unwrap_or_default())?;
            Ok(PostedTo { operator, id, form })
        })
    }
}

/// A console form that passed the cross-origin rule and whose CSRF token is the session's.
pub(crate) struct ConsoleForm(pub FormFields);

impl ConsoleForm {
    /// Reads the POST's form and checks its CSRF token against `expected` (an operator's, or
    /// the sign-in cookie's); a 403 otherwise, with nothing done.
    pub(crate) async fn read(
        req: &HttpRequest,
        state: &AppState,
        payload: web::Payload,
        expected: &str,
    ) -> Result<ConsoleForm, AppError> {
        let fields = crate::protection::admit_console(req, state, payload).await?;
        ConsoleForm::checked(req, fields, expected)
    }

    /// `read` for a form whose body may reach `max_bytes`.
    pub(crate) async fn read_bounded(
        req: &HttpRequest,
        state: &AppState,
        payload: web::Payload,
        expected: &str,
        max_bytes: usize,
    ) -> Result<ConsoleForm, AppError> {
        let fields =
            crate::protection::admit_console_bounded(req, state, payload, max_bytes).await?;
        ConsoleForm::checked(req, fields, expected)
    }

    fn checked(
        req: &HttpRequest,
        fields: FormFields,
        expected: &str,
    ) -> Result<ConsoleForm, AppError> {
        let given = fields.get(CSRF_FIELD).unwrap_or_default();
        if expected.is_empty() || !same_secret(given, expected) {
            tracing::info!(
                path = req.path(),
                "console post without its CSRF token refused"
            );
            return Err(AppError::new(req, ErrorKind::Forbidden));
        }
        Ok(ConsoleForm(fields))
    }

    pub(crate) fn text(&self, name: &str) -> &str {
        self.0.text(name)
    }
}

/// The context of a console page: the site's, with the page's messages under `key`
/// (`<key>-meta-title`), the path the language switch keeps.
pub(crate) fn page_context(req: &HttpRequest, state: &AppState, key: &'static str) -> PageContext {
    let visitor = Visitor::from_request(req);
    let mut ctx = PageContext::new(state, &visitor, None);
    ctx.meta_key = key;
    ctx.path = req.path().to_owned();
    ctx
}

/// The context of a signed-in console page: `page_context` with the console's header for
/// `operator` in section `current` (a `NAV` path), the inbox's unread count read now.
pub(crate) async fn console_context(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    key: &'static str,
    current: &'static str,
) -> Result<PageContext, AppError> {
    let counts = state.store.inbox_counts().await.or_internal(req)?;
    Ok(console_context_with(
        req, state, operator, key, current, counts.new,
    ))
}

/// `console_context` with the unread count the caller has already read.
pub(crate) fn console_context_with(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    key: &'static str,
    current: &'static str,
    unread: i64,
) -> PageContext {
    let mut ctx = page_context(req, state, key);
    let nav = NAV
        .iter()
        .map(|(path, label)| ConsoleNavEntry {
            href: ctx.link(&format!("/console{path}")),
            label,
            current: *path == current,
            unread: (path.is_empty() && unread > 0).then(|| {
                crate::i18n::lookup_args(
                    ctx.lang,
                    "console-nav-unread",
                    &[(
                        "count",
                        fluent_templates::fluent_bundle::FluentValue::from(unread),
                    )],
                )
            }),
        })
        .collect();
    ctx.console = Some(ConsoleChrome {
        email: operator.email.clone(),
        csrf: operator.csrf.clone(),
        nav,
    });
    ctx
}

/// Renders a console page with `status`.
pub(crate) fn render(
    req: &HttpRequest,
    status: StatusCode,
    template: &impl Template,
) -> Result<HttpResponse, AppError> {
    render_page(req, status, template)
}

/// A listing's search as the operator typed it: trimmed, cut to `SEARCH_MAX_CHARS`.
pub(crate) fn typed_search(raw: &str) -> String {
    raw.trim()
        .chars()
        .take(crate::store::inbox::SEARCH_MAX_CHARS)
        .collect()
}

/// A time as the console shows it: in the operator's language and time zone
/// (`mail.operator_timezone`), the zone named, as the operator's notice mails say it.
pub(crate) fn shown_time(ctx: &PageContext, unix: i64) -> String {
    crate::mail::compose::received_at(&ctx.config, ctx.lang, unix)
}

/// Where a console listing stands: its 1-based page (`?page=`; the first for anything else)
/// of `size` rows.
pub(crate) struct Listing {
    pub page: i64,
    pub size: i64,
}

impl Listing {
    pub(crate) fn of(visitor: &Visitor, size: i64) -> Listing {
        let page = visitor
            .query_value("page")
            .and_then(|page| page.parse::<i64>().ok())
            .filter(|page| (1..=100_000).contains(page))
            .unwrap_or(1);
        Listing { page, size }
    }

    /// The rows before this page.
    pub(crate) fn offset(&self) -> i64 {
        (self.page - 1) * self.size
    }

    /// The previous and next pages' addresses, for `total` rows at `path` with `filters`.
    pub(crate) fn links(
        &self,
        ctx: &PageContext,
        path: &str,
        filters: &[(&str, &str)],
        total: i64,
    ) -> PageLinks {
        let href = |page| listing_href(ctx, path, filters, page);
        PageLinks {
            previous: (self.page > 1).then(|| href(self.page - 1)),
            next: (self.page * self.size < total).then(|| href(self.page + 1)),
        }
    }
}

/// The addresses of a listing's previous and next pages, when there are.
pub(crate) struct PageLinks {
    pub previous: Option<String>,
    pub next: Option<String>,
}

/// A choice of a filter's select: its value, its label, whether it is the current one.
pub(crate) struct Choice {
    pub code: &'static str,
    pub label: String,
    pub selected: bool,
}

/// The address of a listing at `path` in the page's language with its `filters` (empty ones
/// left out), at page `page`.
pub(crate) fn listing_href(
    ctx: &PageContext,
    path: &str,
    filters: &[(&str, &str)],
    page: i64,
) -> String {
    let mut query = vec![format!("lang={}", ctx.lang_code())];
    for (name, value) in filters.iter().filter(|(_, value)| !value.is_empty()) {
        let value: String = url::form_urlencoded::byte_serialize(value.as_bytes()).collect();
        query.push(format!("{name}={value}"));
    }
    if page > 1 {
        query.push(format!("page={page}"));
    }
    format!("{path}?{}", query.join("&"))
}

/// The numeric id in a console path (`/console/messages/{id}`…), or the console's 404: a path
/// that is not an id names nothing.
pub(crate) fn path_id(req: &HttpRequest, id: &str) -> Result<i64, AppError> {
    id.parse().map_err(|_| AppError::not_found(req))
}

/// A 303 to `path` (under `/console`) in the request's language.
pub(crate) fn see_other(req: &HttpRequest, path: &str) -> HttpResponse {
    let lang = Visitor::from_request(req).lang;
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            format!("/console{path}?lang={}", lang.as_str()),
        ))
        .finish()
}

/// A 303 to `path` (under `/console`, without a query) in the request's language, saying
/// what was `done` (`&done=…`, the page's notice).
pub(crate) fn see_other_done(req: &HttpRequest, path: &str, done: &str) -> HttpResponse {
    let lang = Visitor::from_request(req).lang;
    HttpResponse::SeeOther()
        .insert_header((
            header::LOCATION,
            format!("/console{path}?lang={}&done={done}", lang.as_str()),
        ))
        .finish()
}

/// What an export hands over: its content type, its file name and its bytes.
pub(crate) struct ExportFile {
    pub content_type: &'static str,
    pub name: &'static str,
    pub body: Vec<u8>,
}

impl ExportFile {
    /// `value` as an indented JSON file named `name`.
    pub(crate) fn json<T: serde::Serialize>(
        req: &HttpRequest,
        name: &'static str,
        value: &T,
    ) -> Result<ExportFile, AppError> {
        let mut body = serde_json::to_vec_pretty(value).or_internal(req)?;
        body.push(b'\n');
        Ok(ExportFile {
            content_type: "application/json",
            name,
            body,
        })
    }
}

/// An export: recorded in the audit log with `detail` (what, how many), then sent as an
/// attachment. Nothing leaves the console unrecorded.
pub(crate) async fn recorded_export(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    file: ExportFile,
    detail: serde_json::Value,
) -> Result<HttpResponse, AppError> {
    operator
        .record(req, state, AuditAction::Export, detail)
        .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, file.content_type))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}\"", file.name),
        ))
        .body(file.body))
}

/// Headers on every console answer, whatever it is (a page, a redirect, an error), replacing
/// the pages' own: never kept by a cache, never indexed.
pub(crate) async fn private_answer(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    let mut response = next.call(req).await?;
    let headers = response.headers_mut();
    headers.insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    headers.insert(
        header::HeaderName::from_static("x-robots-tag"),
        header::HeaderValue::from_static("noindex, nofollow"),
    );
    headers.remove(header::ETAG);
    Ok(response)
}

/// Mounts `ROUTES` (under the scope `/console`), each path with 405 and `Allow` for another
/// method.
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    let mut paths: Vec<&'static str> = Vec::new();
    for (path, _, _) in &ROUTES {
        if !paths.contains(path) {
            paths.push(path);
        }
    }
    for path in paths {
        let mut resource = web::resource(path);
        for (_, method, route) in ROUTES.iter().filter(|(known, _, _)| *known == path) {
            resource = resource.route(route().method(method.clone()));
        }
        let allow = allow_of(path);
        cfg.service(resource.default_service(web::to(move |req: HttpRequest| {
            let allow = allow.clone();
            async move {
                let mut response = actix_web::ResponseError::error_response(&AppError::new(
                    &req,
                    ErrorKind::MethodNotAllowed,
                ));
                if let Ok(allow) = header::HeaderValue::from_str(&allow) {
                    response.headers_mut().insert(header::ALLOW, allow);
                }
                response
            }
        })));
    }
}

/// Anything else under `/console`: the not-found page.
pub(crate) async fn not_found(req: HttpRequest) -> Result<HttpResponse, AppError> {
    Err(AppError::not_found(&req))
}
