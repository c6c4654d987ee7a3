//! Writing and sending the newsletter's issues: what the command line (`vitrine newsletter`)
//! and the console's pages call. A text is checked before it is stored (`check_text`); a
//! preview is the mail exactly as a reader of a language receives it; a test goes to one
//! address at once; sending queues one mail per confirmed subscriber through the outbox
//! (`store::issues` says how that survives a crash and two instances), which sends them at the
//! newsletter's pace.

use crate::config::Config;
use crate::lang::Lang;
use crate::mail::compose;
use crate::mail::markdown::{problems, Problem};
use crate::store::issues::{DraftOutcome, IssueLetter, IssueText, QueueStep};
use crate::store::outbox::OutgoingMail;
use crate::store::{Store, StoreError};

/// The longest subject, in characters: past it, mail clients cut it anyway.
pub const MAX_SUBJECT_CHARS: usize = 200;
/// The longest body, in bytes of Markdown: a letter, not a book.
pub const MAX_BODY_BYTES: usize = 100_000;
/// What the link of a preview or a test mail carries in place of a subscriber's token: it
/// opens the page of a link that is not valid, unsubscribing nobody.
const NO_TOKEN: &str = "preview";

/// Why an issue cannot be written or sent as asked. Each has a message for the console
/// (`message_id`) and a sentence for the command line (`Display`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IssueProblem {
    EmptySubject,
    SubjectTooLong,
    EmptyBody,
    BodyTooLong,
    /// Raw HTML in the Markdown, as written.
    RawHtml(String),
    /// An image in the Markdown, by its address.
    Image(String),
    /// A new issue is written in French first: every reader without their language gets it.
    FrenchFirst,
    NoSuchIssue,
    /// The address a test is to go to is not one.
    BadTestAddress,
    /// Only a draft changes or is sent; this one is `sending` or `sent`.
    AlreadySent,
    /// The database cannot take the write now.
    Unavailable(String),
}

impl IssueProblem {
    /// The Fluent message that says it to the owner.
    pub fn message_id(&self) -> &'static str {
        match self {
            IssueProblem::EmptySubject => "issue-problem-empty-subject",
            IssueProblem::SubjectTooLong => "issue-problem-subject-too-long",
            IssueProblem::EmptyBody => "issue-problem-empty-body",
            IssueProblem::BodyTooLong => "issue-problem-body-too-long",
            IssueProblem::RawHtml(_) => "issue-problem-raw-html",
            IssueProblem::Image(_) => "issue-problem-image",
            IssueProblem::FrenchFirst => "issue-problem-french-first",
            IssueProblem::NoSuchIssue => "issue-problem-no-such-issue",
            IssueProblem::BadTestAddress => "issue-problem-bad-test-address",
            IssueProblem::AlreadySent => "issue-problem-already-sent",
            IssueProblem::Unavailable(_) => "issue-problem-unavailable",
        }
    }
}

impl std::fmt::Display for IssueProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IssueProblem::EmptySubject => write!(f, "the subject is empty"),
            IssueProblem::SubjectTooLong => {
                write!(f, "the subject is longer than {MAX_SUBJECT_CHARS} characters")
            }
            IssueProblem::EmptyBody => write!(f, "the text is empty"),
            IssueProblem::BodyTooLong => {
                write!(f, "the text is longer than {MAX_BODY_BYTES} bytes")
            }
            IssueProblem::RawHtml(html) => write!(
                f,
                "the text holds HTML (`{html}`): write it in Markdown, the mail's markup is the site's"
            ),
            IssueProblem::Image(url) => write!(
                f,
                "the text holds an image ({url}): an issue has none, an image from elsewhere tells its server who opened the mail"
            ),
            IssueProblem::FrenchFirst => write!(
                f,
                "a new issue is written in French first (--lang fr): readers whose language it lacks get the French"
            ),
            IssueProblem::NoSuchIssue => {
                write!(f, "no such issue (`vitrine newsletter list` shows them)")
            }
            IssueProblem::BadTestAddress => write!(f, "the test's address is not a valid address"),
            IssueProblem::AlreadySent => write!(
                f,
                "this issue is sent or going out: an issue is sent once, and what went out is not changed"
            ),
            IssueProblem::Unavailable(detail) => {
                write!(f, "the database cannot take the write now: {detail}")
            }
        }
    }
}

impl std::error::Error for IssueProblem {}

fn from_store(error: StoreError) -> anyhow::Error {
    match error {
        StoreError::Unavailable { .. } => IssueProblem::Unavailable(error.to_string()).into(),
        StoreError::Other(error) => error,
    }
}

/// A change to a draft that did not happen, as the problem the operator reads.
fn drafted(outcome: Result<DraftOutcome, StoreError>) -> anyhow::Result<()> {
    match outcome.map_err(from_store)? {
        DraftOutcome::Changed => Ok(()),
        DraftOutcome::NoSuchIssue => Err(IssueProblem::NoSuchIssue.into()),
        DraftOutcome::NotDraft { .. } => Err(IssueProblem::AlreadySent.into()),
    }
}

/// The text of an issue in `lang`, trimmed, or the first thing wrong with it.
pub fn check_text(lang: Lang, subject: &str, body: &str) -> Result<IssueText, IssueProblem> {
    let subject = subject.split_whitespace().collect::<Vec<_>>().join(" ");
    if subject.is_empty() {
        return Err(IssueProblem::EmptySubject);
    }
    if subject.chars().count() > MAX_SUBJECT_CHARS {
        return Err(IssueProblem::SubjectTooLong);
    }
    let body = body.trim();
    if body.is_empty() {
        return Err(IssueProblem::EmptyBody);
    }
    if body.len() > MAX_BODY_BYTES {
        return Err(IssueProblem::BodyTooLong);
    }
    if let Some(problem) = problems(body).into_iter().next() {
        return Err(match problem {
            Problem::RawHtml(html) => IssueProblem::RawHtml(html),
            Problem::Image(url) => IssueProblem::Image(url),
        });
    }
    Ok(IssueText {
        lang: lang.as_str().to_owned(),
        subject,
        body: body.to_owned(),
    })
}

/// The archive's address of an issue whose French subject is `subject`: its words in Latin
/// letters, lower case, joined by hyphens (`slug`); `lettre` when nothing is left.
fn slug_of(subject: &str) -> String {
    let slug: String = slug::slugify(subject).chars().take(80).collect();
    let slug = slug.trim_end_matches('-').to_owned();
    if slug.is_empty() {
        "lettre".to_owned()
    } else {
        slug
    }
}

/// Writes a text of an issue: a new draft when `issue` is `None` (French only), else adds or
/// replaces the text of draft `issue` in `lang`. The issue's id.
pub async fn save_text(
    store: &Store,
    issue: Option<i64>,
    lang: Lang,
    subject: &str,
    body: &str,
    now: i64,
) -> anyhow::Result<i64> {
    let text = check_text(lang, subject, body)?;
    let slug = (lang == Lang::Fr).then(|| slug_of(&text.subject));
    match issue {
        None => {
            let Some(slug) = slug else {
                return Err(IssueProblem::FrenchFirst.into());
            };
            store
                .create_issue(&text, &slug, now)
                .await
                .map_err(from_store)
        }
        Some(id) => {
            drafted(store.put_issue_text(id, &text, slug.as_deref(), now).await)?;
            Ok(id)
        }
    }
}

/// The mail of issue `id` as a reader of `lang` receives it (their language's text, or the
/// French), addressed to `to`, with a link that unsubscribes nobody. `None`: no such issue.
pub(crate) async fn preview(
    store: &Store,
    config: &Config,
    id: i64,
    lang: Lang,
    to: &str,
    kind: &str,
) -> anyhow::Result<Option<OutgoingMail>> {
    let letter: Option<IssueLetter> = store.issue_letter(id, lang.as_str()).await?;
    Ok(letter.map(|letter| compose::newsletter_issue(config, &letter, to, lang, NO_TOKEN, kind)))
}

/// Sends issue `id` now to `to`, once in each language it is written in, each as its readers
/// receive it (the subject says nothing of a test: it is what they will see). How many mails
/// were queued; the outbox sends them within seconds, before any issue mail.
pub async fn send_test(
    store: &Store,
    config: &Config,
    id: i64,
    to: &str,
    now: i64,
) -> anyhow::Result<usize> {
    let to = crate::email::check_email(to).map_err(|_| IssueProblem::BadTestAddress)?;
    let issue = store.issue(id).await?.ok_or(IssueProblem::NoSuchIssue)?;
    let mut queued = 0;
    for text in &issue.texts {
        let Some(lang) = Lang::from_code(&text.lang) else {
            continue;
        };
        if let Some(mail) = preview(store, config, id, lang, &to, "newsletter-issue-test").await? {
            store.queue_composed(&mail, now).await.map_err(from_store)?;
            queued += 1;
        }
    }
    Ok(queued)
}

/// Sends issue `id` to every confirmed subscriber: it becomes `sending` and public, and one
/// mail per subscriber is queued. Refused for an issue already sent or going out. How many
/// mails were queued. Stopped midway (a crash), the outbox worker queues the rest.
pub async fn send(store: &Store, id: i64, now: i64) -> anyhow::Result<u64> {
    drafted(store.start_sending(id, now).await)?;
    queue_all(store, id, now).await
}

/// Queues every mail of issue `id` not queued yet; how many this call queued.
pub(crate) async fn queue_all(store: &Store, id: i64, now: i64) -> anyhow::Result<u64> {
    let mut queued = 0;
    loop {
        match store
            .queue_issue_batch(id, now, crate::store::issues::QUEUE_BATCH)
            .await
            .map_err(from_store)?
        {
            QueueStep::Queued(n) => queued += n,
            QueueStep::Done => return Ok(queued),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_trimmed_and_checked() {
        let text =
            check_text(Lang::Fr, "  Lettre\n de  novembre ", "\n\nBonjour.\n\n").expect("ok");
        assert_eq!(text.subject, "Lettre de novembre");
        assert_eq!(text.body, "Bonjour.");
        assert_eq!(
            check_text(Lang::Fr, " ", "x"),
            Err(IssueProblem::EmptySubject)
        );
        assert_eq!(
            check_text(Lang::Fr, "s", " \n"),
            Err(IssueProblem::EmptyBody)
        );
        assert_eq!(
            check_text(Lang::Fr, &"s".repeat(201), "x"),
            Err(IssueProblem::SubjectTooLong)
        );
        assert_eq!(
            check_text(Lang::Fr, "s", "![x](https://t.example/p.gif)"),
            Err(IssueProblem::Image("https://t.example/p.gif".into()))
        );
        assert_eq!(
            check_text(Lang::Fr, "s", "a <img src=x> b"),
            Err(IssueProblem::RawHtml("<img src=x>".into()))
        );
    }

    #[test]
    fn the_slug_is_the_french_subject_in_latin_letters() {
        assert_eq!(
            slug_of("La lettre de novembre : l’État numérique"),
            "la-lettre-de-novembre-l-etat-numerique"
        );
        assert_eq!(slug_of("« »"), "lettre");
    }
}
