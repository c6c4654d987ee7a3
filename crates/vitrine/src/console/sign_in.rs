//! Signing in (address and password, then a one-time code), signing out, and the operator's
//! sessions.
//!
//! The first step checks the password (argon2id, or a decoy hash when the address names no
//! operator, so both take the same time) and records the attempt whatever the verdict; only
//! the second step says, and always the same thing: "email, password or code is wrong". Each
//! attempt counts as a failure from its first step until its code succeeds, so five sign-ins
//! not completed within 15 minutes, for one account or one address, close the throttle
//! (429), even for the right password. A code is checked once per attempt.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{
    client_address_text, console_context, console_cookie, page_context, removed_cookie, render,
    see_other, ConsoleForm, Operator, Posted, PostedTo, SESSION_COOKIE, SIGN_IN_COOKIE,
};
use crate::credentials::{
    check_totp, csrf_token, decoy_password_hash, new_token, token_hash, verify_password,
    MAX_PASSWORD_CHARS,
};
use crate::email::MAX_EMAIL_CHARS;
use crate::error::{AppError, ErrorKind, OrInternal, OrUnstored};
use crate::pages::context::PageContext;
use crate::state::AppState;
use crate::store::audit::{AuditAction, AuditEntry};
use crate::store::operators::{NewSession, SessionRecord, SignInAttempt};

/// Longest `User-Agent` kept with a session (the sessions page shows it).
const USER_AGENT_CHARS: usize = 200;

#[derive(Template)]
#[template(path = "console/login.html")]
pub(crate) struct LoginPage {
    pub ctx: PageContext,
    pub csrf: String,
    /// The address typed, kept after a failure.
    pub email: String,
    pub failed: bool,
}

#[derive(Template)]
#[template(path = "console/code.html")]
pub(crate) struct CodePage {
    pub ctx: PageContext,
    pub csrf: String,
}

#[derive(Template)]
#[template(path = "console/sessions.html")]
pub(crate) struct SessionsPage {
    pub ctx: PageContext,
    pub sessions: Vec<SessionView>,
}

/// A session as the sessions page lists it.
pub(crate) struct SessionView {
    /// The address of the form that ends it.
    pub end_href: String,
    pub started: String,
    pub last_seen: String,
    pub browser: String,
    pub ip: String,
    pub current: bool,
}

/// The sign-in cookie's token, or a new one (with the cookie to set) when there is none.
fn sign_in_token(req: &HttpRequest) -> Result<(String, bool), AppError> {
    match req.cookie(SIGN_IN_COOKIE) {
        Some(cookie) if !cookie.value().is_empty() => Ok((cookie.value().to_owned(), false)),
        _ => Ok((new_token().or_internal(req)?, true)),
    }
}

/// The sign-in form, blank or with the address kept and the one failure message; `token` is
/// its CSRF secret, with whether the sign-in cookie must be set to it.
fn login_form(
    req: &HttpRequest,
    state: &AppState,
    status: StatusCode,
    email: String,
    (token, fresh): (String, bool),
) -> Result<HttpResponse, AppError> {
    let page = LoginPage {
        ctx: page_context(req, state, "console-login"),
        csrf: csrf_token(&token),
        failed: status == StatusCode::FORBIDDEN,
        email,
    };
    let mut response = render(req, status, &page)?;
    if fresh {
        response
            .add_cookie(&console_cookie(SIGN_IN_COOKIE, token))
            .or_internal(req)?;
    }
    Ok(response)
}

/// `GET /console/login`.
pub(crate) async fn login_page(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    login_form(
        &req,
        &state,
        StatusCode::OK,
        String::new(),
        sign_in_token(&req)?,
    )
}

/// A form of the sign-in's two steps: its CSRF token must be the sign-in cookie's; a 403
/// without the cookie or with another token.
async fn sign_in_form(
    req: &HttpRequest,
    state: &AppState,
    payload: web::Payload,
) -> Result<ConsoleForm, AppError> {
    let Some(token) = req.cookie(SIGN_IN_COOKIE).map(|c| c.value().to_owned()) else {
        return Err(AppError::new(req, ErrorKind::Forbidden));
    };
    ConsoleForm::read(req, state, payload, &csrf_token(&token)).await
}

/// `POST /console/login`: the address and password step. Whatever the verdict, the next
/// page asks for the code (see the module comment).
pub(crate) async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let form = sign_in_form(&req, &state, payload).await?;
    let email = form.text("email").trim().to_owned();
    let password = form.text("password").to_owned();
    let within_limits = !email.is_empty()
        && email.chars().count() <= MAX_EMAIL_CHARS
        && password.chars().count() <= MAX_PASSWORD_CHARS;
    let account_key: String = crate::email::canonical(&email)
        .chars()
        .take(MAX_EMAIL_CHARS)
        .collect();
    let ip = client_address_text(&req, &state);
    let now = state.clock.now();
    // Before the hash: a closed throttle costs the server nothing.
    let wait = state
        .store
        .sign_in_wait(&account_key, &ip, now)
        .await
        .or_internal(&req)?;
    if let Some(wait) = wait {
        return Err(AppError::new(&req, ErrorKind::TooManyRequests(wait)));
    }
    let operator = if within_limits {
        state
            .store
            .operator_by_email(&email)
            .await
            .or_internal(&req)?
    } else {
        None
    };
    let stored = operator
        .as_ref()
        .map(|operator| operator.password_hash.clone());
    let checked = if within_limits {
        password
    } else {
        String::new()
    };
    // argon2id takes tens of milliseconds of CPU: off the server's worker threads.
    let password_ok = web::block(move || {
        let hash = stored.as_deref().unwrap_or_else(|| decoy_password_hash());
        verify_password(&checked, hash)
    })
    .await
    .or_internal(&req)?
        && operator.is_some();
    let attempt_token = new_token().or_internal(&req)?;
    let attempt = SignInAttempt {
        token_hash: token_hash(&attempt_token),
        operator_id: operator.as_ref().map(|operator| operator.id),
        account_key,
        password_ok,
        created_at: now,
    };
    match state.store.begin_sign_in(&attempt, &ip).await {
        Ok(Ok(())) => {}
        Ok(Err(wait)) => return Err(AppError::new(&req, ErrorKind::TooManyRequests(wait))),
        Err(error) => return Err(AppError::storage(&req, "console sign-in", error)),
    }
    let mut response = see_other(&req, "/login/code");
    response
        .add_cookie(&console_cookie(SIGN_IN_COOKIE, attempt_token))
        .or_internal(&req)?;
    Ok(response)
}

/// The sign-in in progress of this browser, if its first step is recent enough.
async fn attempt_of(
    req: &HttpRequest,
    state: &AppState,
) -> Result<Option<(String, SignInAttempt)>, AppError> {
    let Some(token) = req.cookie(SIGN_IN_COOKIE).map(|c| c.value().to_owned()) else {
        return Ok(None);
    };
    let attempt = state
        .store
        .sign_in_attempt(&token_hash(&token), state.clock.now())
        .await
        .or_internal(req)?;
    Ok(attempt.map(|attempt| (token, attempt)))
}

/// `GET /console/login/code`: the code form, when a sign-in is in progress.
pub(crate) async fn code_page(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let Some((token, _)) = attempt_of(&req, &state).await? else {
        return Ok(see_other(&req, "/login"));
    };
    let page = CodePage {
        ctx: page_context(&req, &state, "console-code"),
        csrf: csrf_token(&token),
    };
    render(&req, StatusCode::OK, &page)
}

/// `POST /console/login/code`: the one-time code step, which opens the session or says the
/// one failure message.
pub(crate) async fn code(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let form = sign_in_form(&req, &state, payload).await?;
    let now = state.clock.now();
    let ip = client_address_text(&req, &state);
    let Some((_, attempt)) = attempt_of(&req, &state).await? else {
        // Too late (or spent): start again, told nothing more.
        return failed_sign_in(&req, &state, String::new());
    };
    let operator = match attempt.operator_id {
        Some(id) => state.store.operator(id).await.or_internal(&req)?,
        None => None,
    };
    let step = operator
        .as_ref()
        .filter(|_| attempt.password_ok)
        .and_then(|operator| {
            check_totp(
                &operator.totp_secret,
                form.text("code"),
                now,
                operator.totp_last_step,
            )
        });
    let email = operator
        .as_ref()
        .map(|operator| operator.email.clone())
        .unwrap_or_default();
    if let (Some(step), Some(operator)) = (step, &operator) {
        let session_token = new_token().or_internal(&req)?;
        let user_agent: String = req
            .headers()
            .get(actix_web::http::header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_control())
            .take(USER_AGENT_CHARS)
            .collect();
        let session_hash = token_hash(&session_token);
        let old_hash = req
            .cookie(SESSION_COOKIE)
            .map(|cookie| token_hash(cookie.value()));
        let session = NewSession {
            token_hash: &session_hash,
            operator_id: operator.id,
            now,
            user_agent: &user_agent,
            ip: &ip,
            replaces: old_hash.as_deref(),
        };
        let entry = AuditEntry {
            at: now,
            operator: &operator.email,
            ip: &ip,
            action: AuditAction::SignIn,
            detail: serde_json::json!({}),
        };
        let opened = state
            .store
            .complete_sign_in(&attempt.token_hash, step, &session, &entry)
            .await
            .or_unstored(&req, "console sign-in")?;
        if opened {
            let mut response = see_other(&req, "");
            response
                .add_cookie(&console_cookie(SESSION_COOKIE, session_token))
                .or_internal(&req)?;
            response
                .add_removal_cookie(&removed_cookie(SIGN_IN_COOKIE))
                .or_internal(&req)?;
            return Ok(response);
        }
    }
    let entry = AuditEntry {
        at: now,
        operator: &email,
        ip: &ip,
        action: AuditAction::SignInFailed,
        detail: serde_json::json!({}),
    };
    state
        .store
        .fail_sign_in(&attempt.token_hash, &entry)
        .await
        .or_unstored(&req, "console sign-in")?;
    failed_sign_in(&req, &state, email)
}

/// The sign-in form again with the one failure message, and a fresh sign-in cookie.
fn failed_sign_in(
    req: &HttpRequest,
    state: &AppState,
    email: String,
) -> Result<HttpResponse, AppError> {
    let token = new_token().or_internal(req)?;
    login_form(req, state, StatusCode::FORBIDDEN, email, (token, true))
}

/// `POST /console/logout`: ends this session on the server and forgets its cookie.
pub(crate) async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
    Posted { operator, .. }: Posted,
) -> Result<HttpResponse, AppError> {
    let now = state.clock.now();
    let entry = operator.audit(
        AuditAction::SignOut,
        now,
        serde_json::json!({ "session": operator.session_id }),
    );
    state
        .store
        .end_session(operator.id, operator.session_id, &entry)
        .await
        .or_unstored(&req, "console sign-out")?;
    let mut response = see_other(&req, "/login");
    response
        .add_removal_cookie(&removed_cookie(SESSION_COOKIE))
        .or_internal(&req)?;
    Ok(response)
}

fn session_view(ctx: &PageContext, session: &SessionRecord, current: i64) -> SessionView {
    SessionView {
        end_href: ctx.link(&format!("/console/sessions/{}/end", session.id)),
        started: super::shown_time(ctx, session.created_at),
        last_seen: super::shown_time(ctx, session.last_seen_at),
        browser: session.user_agent.clone(),
        ip: session.ip.clone(),
        current: session.id == current,
    }
}

/// `GET /console/sessions`: the operator's open sessions.
pub(crate) async fn sessions(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let records = state
        .store
        .sessions_of(operator.id, state.clock.now())
        .await
        .or_internal(&req)?;
    let ctx = console_context(&req, &state, &operator, "console-sessions", "/sessions").await?;
    let page = SessionsPage {
        sessions: records
            .iter()
            .map(|session| session_view(&ctx, session, operator.session_id))
            .collect(),
        ctx,
    };
    render(&req, StatusCode::OK, &page)
}

/// `POST /console/sessions/{id}/end`: ends one of the operator's sessions (this one signs
/// out).
pub(crate) async fn end_session(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, .. }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let entry = operator.audit(
        AuditAction::SessionEnded,
        state.clock.now(),
        serde_json::json!({ "session": id, "reason": "ended-by-operator" }),
    );
    let ended = state
        .store
        .end_session(operator.id, id, &entry)
        .await
        .or_unstored(&req, "console session")?;
    if !ended {
        return Err(AppError::not_found(&req));
    }
    if id == operator.session_id {
        let mut response = see_other(&req, "/login");
        response
            .add_removal_cookie(&removed_cookie(SESSION_COOKIE))
            .or_internal(&req)?;
        return Ok(response);
    }
    Ok(see_other(&req, "/sessions"))
}
