//! `TestApp`: the real site (`vitrine::configure`) in-process, plus HTML helpers.

use actix_web::body::to_bytes;
use actix_web::dev::ServiceResponse;
use actix_web::http::StatusCode;
use actix_web::test::{self, TestRequest};
use actix_web::App;
use scraper::{Html, Selector};
use vitrine::config::Config;
use vitrine::store::Store;
use vitrine::AppState;

pub use vitrine::lang::Lang;

/// An answer, read whole.
pub struct Answer {
    pub status: StatusCode,
    pub headers: actix_web::http::header::HeaderMap,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    pub fn html(&self) -> Html {
        Html::parse_document(&self.body)
    }

    /// Text of every element matching `selector`, whitespace collapsed.
    pub fn texts(&self, selector: &str) -> Vec<String> {
        let html = self.html();
        let sel = Selector::parse(selector).expect("valid selector");
        html.select(&sel)
            .map(|e| {
                e.text()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .split_ascii_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    /// Values of `attr` on every element matching `selector`.
    pub fn attrs(&self, selector: &str, attr: &str) -> Vec<String> {
        let html = self.html();
        let sel = Selector::parse(selector).expect("valid selector");
        html.select(&sel)
            .filter_map(|e| e.value().attr(attr).map(str::to_owned))
            .collect()
    }

    pub fn attr(&self, selector: &str, attr: &str) -> Option<String> {
        self.attrs(selector, attr).into_iter().next()
    }

    /// All Set-Cookie header values.
    pub fn set_cookies(&self) -> Vec<String> {
        self.headers
            .get_all("set-cookie")
            .filter_map(|v| v.to_str().ok().map(str::to_owned))
            .collect()
    }
}

pub async fn read(response: ServiceResponse) -> Answer {
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = to_bytes(response.into_body()).await.unwrap_or_default();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// The site with the example configuration and a fresh in-memory database of its own.
pub async fn app_with(
    config: Config,
) -> impl actix_web::dev::Service<
    actix_http::Request,
    Response = ServiceResponse,
    Error = actix_web::Error,
> {
    let store = Store::connect(&config.database_url)
        .await
        .expect("test database opens");
    app_with_store(config, store).await
}

/// The site on a given store, so a test can look at what was stored.
pub async fn app_with_store(
    config: Config,
    store: Store,
) -> impl actix_web::dev::Service<
    actix_http::Request,
    Response = ServiceResponse,
    Error = actix_web::Error,
> {
    let state = AppState::new(config, store);
    test::init_service(App::new().configure(vitrine::configure(state))).await
}

/// A fresh private in-memory SQLite store.
pub async fn memory_store() -> Store {
    Store::connect("sqlite::memory:")
        .await
        .expect("in-memory database opens")
}

/// Every contact message the store holds.
pub async fn stored_messages(store: &Store) -> Vec<vitrine::store::ContactMessage> {
    store.messages_since(i64::MIN).await.expect("messages list")
}

/// Every newsletter subscriber the store holds.
pub async fn stored_subscribers(store: &Store) -> Vec<vitrine::store::Subscriber> {
    store
        .subscribers_since(i64::MIN)
        .await
        .expect("subscribers list")
}

/// Sends a request to an app built by `app_with` / `app_with_store` and reads the answer.
pub async fn call(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = ServiceResponse,
        Error = actix_web::Error,
    >,
    request: TestRequest,
) -> Answer {
    read(test::call_service(app, request.to_request()).await).await
}

/// Sends one request to a fresh app with the example configuration.
pub async fn send(request: TestRequest) -> Answer {
    let app = app_with(Config::for_tests()).await;
    read(test::call_service(&app, request.to_request()).await).await
}

pub async fn get(uri: &str) -> Answer {
    send(TestRequest::get().uri(uri)).await
}

/// Reads a response built outside the service (an error rendered directly).
pub async fn read_response(response: actix_web::HttpResponse) -> Answer {
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = to_bytes(response.into_body()).await.unwrap_or_default();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// A form post as a browser without JavaScript sends it.
pub fn post_form(uri: &str, body: &str) -> TestRequest {
    TestRequest::post()
        .uri(uri)
        .insert_header(("content-type", "application/x-www-form-urlencoded"))
        .set_payload(body.to_owned())
}

/// A form post as the islands send it: same body, JSON asked for.
pub fn post_form_json(uri: &str, body: &str) -> TestRequest {
    post_form(uri, body).insert_header(("accept", "application/json"))
}

/// Percent-encodes a form value.
pub fn enc(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// The message `id` in `lang`, as the site renders it.
pub fn msg(lang: Lang, id: &str) -> String {
    vitrine::i18n::lookup(lang, id)
}

/// A request as a handler of the site sees it (the site's state attached), for rendering an
/// error directly.
pub async fn site_request(uri: &str) -> actix_web::HttpRequest {
    let state = actix_web::web::Data::new(AppState::new(Config::for_tests(), memory_store().await));
    TestRequest::get()
        .uri(uri)
        .app_data(state)
        .to_http_request()
}
