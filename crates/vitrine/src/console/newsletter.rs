//! The newsletter's pages: the issues with their progress, writing an issue in each language
//! (French first, as `newsletter::issues` requires), its preview as a reader of a language
//! receives it, a test to one address, and sending to every confirmed subscriber after a
//! confirmation that says how many. The engine is `newsletter::issues`; a refusal of it is a
//! 422 that shows the form again with what was typed.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

use super::{
    console_context, path_id, render, see_other_done, shown_time, ConsoleForm, Operator, PostedTo,
};
use crate::error::{found, AppError, ErrorKind, OrInternal};
use crate::lang::Lang;
use crate::newsletter::issues::{self, IssueProblem};
use crate::pages::context::PageContext;
use crate::security::MAIL_PREVIEW_POLICY;
use crate::state::AppState;
use crate::store::audit::AuditAction;
use crate::store::issues::{Issue, IssueSummary};
use crate::visitor::Visitor;

/// Seconds a browser is asked to wait when the database cannot take a write.
const RETRY_AFTER_SECS: u64 = 30;
/// The languages an issue is written in, French first.
const TEXT_LANGS: [Lang; 3] = [Lang::Fr, Lang::En, Lang::Ar];
/// The bound of a text's form: the longest text the engine takes, each byte percent-encoded
/// (three bytes), and the subject beside it. Past the engine's own limit the engine answers
/// (a 422 that keeps the text), not the body's bound (a 413 that loses it).
const TEXT_FORM_BYTES: usize = 3 * issues::MAX_BODY_BYTES + 16 * 1024;

#[derive(Template)]
#[template(path = "console/newsletter.html")]
pub(crate) struct NewsletterPage {
    pub ctx: PageContext,
    pub issues: Vec<IssueRow>,
}

/// An issue as the list and its page show it.
pub(crate) struct IssueRow {
    pub href: String,
    pub subject: String,
    /// Fluent id of its status.
    pub status: &'static str,
    pub languages: String,
    pub created: String,
    pub queued: i64,
    pub sent: i64,
    pub failed: i64,
}

fn status_label(status: &str) -> &'static str {
    match status {
        "draft" => "console-newsletter-status-draft",
        "sending" => "console-newsletter-status-sending",
        _ => "console-newsletter-status-sent",
    }
}

fn row_of(ctx: &PageContext, summary: &IssueSummary) -> IssueRow {
    IssueRow {
        href: ctx.link(&format!("/console/newsletter/{}", summary.id)),
        subject: summary.subject.clone(),
        status: status_label(&summary.status),
        languages: summary.languages.join(" "),
        created: shown_time(ctx, summary.created_at),
        queued: summary.queued,
        sent: summary.sent,
        failed: summary.failed,
    }
}

/// `GET /console/newsletter`.
pub(crate) async fn newsletter_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let summaries = state.store.issue_summaries().await.or_internal(&req)?;
    let ctx = console_context(&req, &state, &operator, "console-newsletter", "/newsletter").await?;
    let page = NewsletterPage {
        issues: summaries.iter().map(|s| row_of(&ctx, s)).collect(),
        ctx,
    };
    render(&req, StatusCode::OK, &page)
}

/// The form of one language's text.
pub(crate) struct TextForm {
    pub lang: &'static str,
    /// Fluent id of the language's name.
    pub label: &'static str,
    pub subject: String,
    pub body: String,
    /// Fluent id of what the engine refused, with this form's input kept.
    pub problem: Option<&'static str>,
}

/// The mail as a reader of one language receives it.
pub(crate) struct PreviewView {
    pub lang: &'static str,
    pub subject: String,
    pub text: String,
    /// The HTML part, byte for byte (`preview_html`), for the page's sandboxed frame.
    pub html_href: String,
    /// The frame's title: the HTML mail and its language.
    pub frame_title: String,
}

#[derive(Template)]
#[template(path = "console/newsletter_issue.html")]
pub(crate) struct IssuePage {
    pub ctx: PageContext,
    /// `None` while a new issue is written.
    pub issue: Option<IssueRow>,
    pub is_draft: bool,
    pub texts: Vec<TextForm>,
    pub save_href: String,
    pub preview_links: Vec<(String, &'static str)>,
    pub preview: Option<PreviewView>,
    pub test_href: String,
    pub test_address: String,
    pub test_problem: Option<&'static str>,
    pub send_href: String,
    /// Fluent id of what was just done.
    pub done: Option<&'static str>,
}

fn lang_label(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "console-newsletter-lang-fr",
        Lang::En => "console-newsletter-lang-en",
        Lang::Ar => "console-newsletter-lang-ar",
    }
}

/// What the engine refused, as typed.
struct Refusal {
    lang: Lang,
    subject: String,
    body: String,
    problem: &'static str,
}

async fn issue_page_of(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    issue: Option<&Issue>,
    refusal: Option<Refusal>,
    test: Option<(String, &'static str)>,
) -> Result<IssuePage, AppError> {
    let ctx = console_context(
        req,
        state,
        operator,
        "console-newsletter-issue",
        "/newsletter",
    )
    .await?;
    let visitor = Visitor::from_request(req);
    let summary = match issue {
        Some(issue) => state
            .store
            .issue_summaries()
            .await
            .or_internal(req)?
            .into_iter()
            .find(|s| s.id == issue.id),
        None => None,
    };
    let langs: &[Lang] = if issue.is_some() {
        &TEXT_LANGS
    } else {
        &TEXT_LANGS[..1]
    };
    let mut texts: Vec<TextForm> = langs
        .iter()
        .map(|lang| {
            let stored = issue.and_then(|issue| issue.text(lang.as_str()));
            let mut form = TextForm {
                lang: lang.as_str(),
                label: lang_label(*lang),
                subject: stored.map(|t| t.subject.clone()).unwrap_or_default(),
                body: stored.map(|t| t.body.clone()).unwrap_or_default(),
                problem: None,
            };
            if let Some(refusal) = refusal.as_ref().filter(|r| r.lang == *lang) {
                form.subject.clone_from(&refusal.subject);
                form.body.clone_from(&refusal.body);
                form.problem = Some(refusal.problem);
            }
            form
        })
        .collect();
    // A refusal in a language the page has no form for (a new issue not in French): the
    // French form says it and holds what was typed.
    if let Some(refusal) = refusal.filter(|r| !langs.contains(&r.lang)) {
        if let Some(form) = texts.first_mut() {
            form.subject = refusal.subject;
            form.body = refusal.body;
            form.problem = Some(refusal.problem);
        }
    }
    let is_draft = issue.is_none_or(|issue| issue.status == "draft");
    if !is_draft {
        // What went out, in the languages it was written in.
        texts.retain(|text| !text.subject.is_empty() || text.problem.is_some());
    }
    let base = issue.map_or_else(
        || "/console/newsletter/new".to_owned(),
        |issue| format!("/console/newsletter/{}", issue.id),
    );
    let mut preview = None;
    if let (Some(issue), Some(wanted)) = (
        issue,
        visitor.query_value("preview").and_then(Lang::from_code),
    ) {
        let mail = issues::preview(
            &state.store,
            &state.config,
            issue.id,
            wanted,
            &operator.email,
            "newsletter-issue-preview",
        )
        .await
        .or_internal(req)?;
        preview = mail.map(|mail| PreviewView {
            lang: wanted.as_str(),
            subject: mail.subject,
            text: mail.text,
            html_href: format!(
                "/console/newsletter/{}/preview/{}",
                issue.id,
                wanted.as_str()
            ),
            frame_title: ctx.text_with(
                "console-newsletter-preview-frame",
                "language",
                &ctx.text(lang_label(wanted)),
            ),
        });
    }
    let done = match visitor.query_value("done") {
        Some("saved") => Some("console-newsletter-saved"),
        Some("test") => Some("console-newsletter-test-sent"),
        Some("sent") => Some("console-newsletter-sending"),
        _ => None,
    };
    let (test_address, test_problem) = match test {
        Some((address, problem)) => (address, Some(problem)),
        None => (operator.email.clone(), None),
    };
    Ok(IssuePage {
        is_draft,
        issue: summary.as_ref().map(|s| row_of(&ctx, s)),
        texts,
        save_href: ctx.link(&if issue.is_some() {
            format!("{base}/text")
        } else {
            base.clone()
        }),
        preview_links: issue
            .map(|issue| {
                issue
                    .texts
                    .iter()
                    .filter_map(|text| Lang::from_code(&text.lang))
                    .map(|lang| {
                        (
                            format!("{}&preview={}#preview", ctx.link(&base), lang.as_str()),
                            lang_label(lang),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default(),
        preview,
        test_href: ctx.link(&format!("{base}/test")),
        test_address,
        test_problem,
        send_href: ctx.link(&format!("{base}/send")),
        done,
        ctx,
    })
}

async fn stored_issue(req: &HttpRequest, state: &AppState, id: i64) -> Result<Issue, AppError> {
    found(req, state.store.issue(id).await)
}

/// The engine's refusal as the console answers it: a message id for the form, or an error
/// page (no such issue: 404; the database: 503).
fn refusal_of(req: &HttpRequest, error: anyhow::Error) -> Result<&'static str, AppError> {
    match error.downcast_ref::<IssueProblem>() {
        Some(IssueProblem::NoSuchIssue) => Err(AppError::not_found(req)),
        Some(IssueProblem::Unavailable(_)) => {
            Err(AppError::new(req, ErrorKind::Unavailable(RETRY_AFTER_SECS)))
        }
        Some(problem) => Ok(problem.message_id()),
        None => Err(AppError::internal(req, error)),
    }
}

fn done_location(req: &HttpRequest, id: i64, done: &str) -> HttpResponse {
    see_other_done(req, &format!("/newsletter/{id}"), done)
}

/// `GET /console/newsletter/new`.
pub(crate) async fn new_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
) -> Result<HttpResponse, AppError> {
    let page = issue_page_of(&req, &state, &operator, None, None, None).await?;
    render(&req, StatusCode::OK, &page)
}

/// `GET /console/newsletter/{id}/preview/{lang}`: the HTML part of the issue's mail as a
/// reader of `lang` receives it, the very bytes the outbox sends (`issues::preview`, as the
/// test send composes it), for the issue page's sandboxed frame. Its own policy: the mail's
/// inline styles and nothing else, no script, framed by the console only.
pub(crate) async fn preview_html(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let (id, lang) = path.into_inner();
    let id = path_id(&req, &id)?;
    let lang = Lang::from_code(&lang).ok_or_else(|| AppError::not_found(&req))?;
    let preview = issues::preview(
        &state.store,
        &state.config,
        id,
        lang,
        &operator.email,
        "newsletter-issue-preview",
    )
    .await;
    let mail = found(&req, preview)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header(("Content-Security-Policy", MAIL_PREVIEW_POLICY))
        .insert_header(("X-Frame-Options", "SAMEORIGIN"))
        .body(mail.html))
}

/// `GET /console/newsletter/{id}`: `?preview=fr|en|ar` shows the mail of that language.
pub(crate) async fn issue_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
    path: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let issue = stored_issue(&req, &state, path_id(&req, &path)?).await?;
    let page = issue_page_of(&req, &state, &operator, Some(&issue), None, None).await?;
    render(&req, StatusCode::OK, &page)
}

/// Saves one language's text (`in`, `subject`, `body`) of a new issue or of issue `id`.
async fn save(
    req: &HttpRequest,
    state: &AppState,
    operator: &Operator,
    issue: Option<Issue>,
    form: &ConsoleForm,
) -> Result<HttpResponse, AppError> {
    let lang = Lang::from_code(form.text("in")).unwrap_or(Lang::Fr);
    let subject = form.text("subject");
    let body = form.text("body");
    let now = state.clock.now();
    match issues::save_text(
        &state.store,
        issue.as_ref().map(|issue| issue.id),
        lang,
        subject,
        body,
        now,
    )
    .await
    {
        Ok(id) => {
            operator
                .record(
                    req,
                    state,
                    AuditAction::IssueSaved,
                    serde_json::json!({ "issue": id, "lang": lang.as_str() }),
                )
                .await?;
            Ok(done_location(req, id, "saved"))
        }
        Err(error) => {
            let problem = refusal_of(req, error)?;
            let refusal = Refusal {
                lang,
                subject: subject.to_owned(),
                body: body.to_owned(),
                problem,
            };
            let page =
                issue_page_of(req, state, operator, issue.as_ref(), Some(refusal), None).await?;
            render(req, StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

/// `POST /console/newsletter/new`: a new issue from its French text.
pub(crate) async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let form =
        ConsoleForm::read_bounded(&req, &state, payload, &operator.csrf, TEXT_FORM_BYTES).await?;
    save(&req, &state, &operator, None, &form).await
}

/// `POST /console/newsletter/{id}/text`: adds or replaces one language's text.
pub(crate) async fn save_text(
    req: HttpRequest,
    state: web::Data<AppState>,
    operator: Operator,
    path: web::Path<String>,
    payload: web::Payload,
) -> Result<HttpResponse, AppError> {
    let form =
        ConsoleForm::read_bounded(&req, &state, payload, &operator.csrf, TEXT_FORM_BYTES).await?;
    let issue = stored_issue(&req, &state, path_id(&req, &path)?).await?;
    save(&req, &state, &operator, Some(issue), &form).await
}

/// `POST /console/newsletter/{id}/test`: the issue to one address, once per language.
pub(crate) async fn send_test(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, form }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let issue = stored_issue(&req, &state, id).await?;
    let address = form.text("email");
    match issues::send_test(
        &state.store,
        &state.config,
        issue.id,
        address,
        state.clock.now(),
    )
    .await
    {
        // The address is the operator's own or a colleague's: only the count is kept.
        Ok(mails) => {
            let details = serde_json::json!({ "issue": issue.id, "mails": mails });
            recorded_done(
                &req,
                &state,
                &operator,
                AuditAction::IssueTestSent,
                details,
                issue.id,
                "test",
            )
            .await
        }
        Err(error) => {
            let problem = refusal_of(&req, error)?;
            let page = issue_page_of(
                &req,
                &state,
                &operator,
                Some(&issue),
                None,
                Some((address.to_owned(), problem)),
            )
            .await?;
            render(&req, StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

#[derive(Template)]
#[template(path = "console/newsletter_send.html")]
pub(crate) struct SendPage {
    pub ctx: PageContext,
    pub subject: String,
    pub recipients: String,
    pub confirm_href: String,
    pub back_href: String,
}

/// `POST /console/newsletter/{id}/send`: says how many will receive it and asks to confirm.
pub(crate) async fn send_review(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, .. }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let issue = stored_issue(&req, &state, id).await?;
    if issue.status != "draft" {
        let page = issue_page_of(&req, &state, &operator, Some(&issue), None, None).await?;
        return render(&req, StatusCode::CONFLICT, &page);
    }
    let count = state
        .store
        .confirmed_subscribers()
        .await
        .or_internal(&req)?;
    let ctx = console_context(
        &req,
        &state,
        &operator,
        "console-newsletter-send",
        "/newsletter",
    )
    .await?;
    let page = SendPage {
        subject: issue
            .text("fr")
            .map(|text| text.subject.clone())
            .unwrap_or_default(),
        recipients: crate::i18n::lookup_args(
            ctx.lang,
            "console-issue-send-count",
            &[(
                "count",
                fluent_templates::fluent_bundle::FluentValue::from(count),
            )],
        ),
        confirm_href: ctx.link(&format!("/console/newsletter/{}/send/confirm", issue.id)),
        back_href: ctx.link(&format!("/console/newsletter/{}", issue.id)),
        ctx,
    };
    render(&req, StatusCode::OK, &page)
}

/// `POST /console/newsletter/{id}/send/confirm`: sends it to every confirmed subscriber.
pub(crate) async fn send(
    req: HttpRequest,
    state: web::Data<AppState>,
    PostedTo { operator, id, .. }: PostedTo,
) -> Result<HttpResponse, AppError> {
    let issue = stored_issue(&req, &state, id).await?;
    match issues::send(&state.store, issue.id, state.clock.now()).await {
        Ok(queued) => {
            let details = serde_json::json!({ "issue": issue.id, "queued": queued });
            recorded_done(
                &req,
                &state,
                &operator,
                AuditAction::IssueSent,
                details,
                issue.id,
                "sent",
            )
            .await
        }
        Err(error) => {
            refusal_of(&req, error)?;
            // Already sent or going out: the page says so, nothing was queued.
            let page = issue_page_of(&req, &state, &operator, Some(&issue), None, None).await?;
            render(&req, StatusCode::CONFLICT, &page)
        }
    }
}

/// What a successful action on an issue ends with: its audit entry, then the issue's page
/// saying `done`.
async fn recorded_done(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    operator: &Operator,
    action: AuditAction,
    details: serde_json::Value,
    issue: i64,
    done: &str,
) -> Result<HttpResponse, AppError> {
    operator.record(req, state, action, details).await?;
    Ok(done_location(req, issue, done))
}
