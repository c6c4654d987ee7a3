//! What the request says about the visitor: language (and where it came from), theme, a
//! language to offer, the outcome of a newsletter sign-up, the query values pages read, and
//! the client's address (behind a trusted proxy, the one it forwarded).

use std::net::IpAddr;

use actix_web::http::header;
use actix_web::HttpRequest;

use crate::lang::{best_accept_language, negotiate_lang, Lang, LangSource};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    pub(crate) fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }

    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// Outcome of a newsletter sign-up posted without JavaScript, shown after the redirect
/// (`?newsletter=…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewsletterNotice {
    Subscribed,
    Empty,
    Invalid,
    /// The database could not take the sign-up (never from a query string: shown on the
    /// 503 page itself, with the address kept).
    Unavailable,
}

impl NewsletterNotice {
    pub(crate) fn from_code(code: &str) -> Option<NewsletterNotice> {
        match code {
            "subscribed" => Some(NewsletterNotice::Subscribed),
            "empty" => Some(NewsletterNotice::Empty),
            "invalid" => Some(NewsletterNotice::Invalid),
            _ => None,
        }
    }

    pub(crate) fn code(self) -> &'static str {
        match self {
            NewsletterNotice::Subscribed => "subscribed",
            NewsletterNotice::Empty => "empty",
            NewsletterNotice::Invalid => "invalid",
            NewsletterNotice::Unavailable => "unavailable",
        }
    }

    /// Fluent id of the notice's title.
    pub(crate) fn title_id(self) -> &'static str {
        match self {
            NewsletterNotice::Subscribed => "newsletter-subscribed-title",
            NewsletterNotice::Empty => "newsletter-empty-title",
            NewsletterNotice::Invalid => "newsletter-invalid-title",
            NewsletterNotice::Unavailable => "newsletter-unavailable-title",
        }
    }

    /// Fluent id of the notice's text.
    pub(crate) fn description_id(self) -> &'static str {
        match self {
            NewsletterNotice::Subscribed => "newsletter-subscribed-description",
            NewsletterNotice::Empty => "newsletter-empty-description",
            NewsletterNotice::Invalid => "newsletter-invalid-description",
            NewsletterNotice::Unavailable => "newsletter-unavailable-description",
        }
    }

    pub(crate) fn is_error(self) -> bool {
        self != NewsletterNotice::Subscribed
    }

    /// Whether the address itself is wrong (the field is marked invalid).
    pub(crate) fn blames_email(self) -> bool {
        matches!(self, NewsletterNotice::Empty | NewsletterNotice::Invalid)
    }
}

/// What the request says about the visitor: language (and where it came from), theme,
/// a language to offer, and the query values pages read.
#[derive(Debug, Clone)]
pub struct Visitor {
    pub lang: Lang,
    pub lang_source: LangSource,
    /// Language preferred by Accept-Language when it differs from the page's and the visitor
    /// has not chosen one yet (no `lang` cookie): offered in a banner, never redirected to.
    pub suggested_lang: Option<Lang>,
    pub theme: Option<Theme>,
    pub newsletter_notice: Option<NewsletterNotice>,
    /// Query pairs, decoded lossily (invalid UTF-8 becomes U+FFFD, never an error).
    pub query: Vec<(String, String)>,
}

impl Visitor {
    pub fn from_request(req: &HttpRequest) -> Visitor {
        let query: Vec<(String, String)> =
            url::form_urlencoded::parse(req.query_string().as_bytes())
                .take(32)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
        let cookie_lang = cookie_value(req, "lang");
        let accept_language = accept_language(req);
        let (lang, lang_source) =
            negotiate_lang(query_value(&query, "lang"), cookie_lang, accept_language);
        let has_chosen = cookie_lang.and_then(Lang::from_code).is_some();
        let suggested_lang = match accept_language.and_then(best_accept_language) {
            Some(preferred) if preferred != lang && !has_chosen => Some(preferred),
            _ => None,
        };
        let theme = cookie_value(req, "theme").and_then(Theme::from_code);
        let newsletter_notice =
            query_value(&query, "newsletter").and_then(NewsletterNotice::from_code);
        Visitor {
            lang,
            lang_source,
            suggested_lang,
            theme,
            newsletter_notice,
            query,
        }
    }

    pub(crate) fn query_value(&self, name: &str) -> Option<&str> {
        query_value(&self.query, name)
    }
}

/// The language `Visitor::from_request` would find, read without the rest of the visitor (the
/// audience asks it of every page view).
pub(crate) fn lang_of(req: &HttpRequest) -> Lang {
    let query_lang = url::form_urlencoded::parse(req.query_string().as_bytes())
        .take(32)
        .find(|(name, _)| name == "lang")
        .map(|(_, value)| value);
    negotiate_lang(
        query_lang.as_deref(),
        cookie_value(req, "lang"),
        accept_language(req),
    )
    .0
}

/// The value of the cookie `name`, read from the Cookie headers as they are: no decoding, no
/// allocation. actix-web's `HttpRequest::cookie` parses every cookie of the request into owned
/// values the first time, which each page view (served from the cache or not) would pay for the
/// one or two it reads; the cookies read here hold plain codes (`ar`, `dark`) or the mere
/// presence of a name. The first of two cookies with one name wins, as in actix-web.
pub(crate) fn cookie_value<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers()
        .get_all(header::COOKIE)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            (key.trim() == name).then(|| value.trim())
        })
}

/// The request's Accept-Language, its first 512 bytes at most (on a character boundary).
fn accept_language(req: &HttpRequest) -> Option<&str> {
    let value = req.headers().get(header::ACCEPT_LANGUAGE)?.to_str().ok()?;
    let mut end = value.len().min(512);
    while !value.is_char_boundary(end) {
        end -= 1;
    }
    Some(&value[..end])
}

/// The first value of `name` in decoded query pairs.
fn query_value<'q>(query: &'q [(String, String)], name: &str) -> Option<&'q str> {
    query
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The client's address, which the rate limits, the console's throttle and the audience count:
/// the peer, or, when the peer is one of `trusted_proxies`, the address it forwarded.
pub(crate) fn client_address(req: &HttpRequest, trusted_proxies: &[IpAddr]) -> Option<IpAddr> {
    let forwarded_for = req
        .headers()
        .get("x-forwarded-for")
        .and_then(|value| value.to_str().ok());
    client_ip(
        req.peer_addr().map(|address| address.ip()),
        forwarded_for,
        trusted_proxies,
    )
}

/// The client's address: the peer, or, when the peer is a trusted reverse proxy,
/// the nearest address in `X-Forwarded-For` that is not itself a trusted proxy.
fn client_ip(
    peer: Option<IpAddr>,
    forwarded_for: Option<&str>,
    trusted: &[IpAddr],
) -> Option<IpAddr> {
    let peer = peer?;
    if !trusted.contains(&peer) {
        return Some(peer);
    }
    let Some(chain) = forwarded_for else {
        return Some(peer);
    };
    // Walk from the right: entries left of the first untrusted hop could be forged.
    for hop in chain.rsplit(',').map(str::trim) {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => continue,
            Ok(ip) => return Some(ip),
            Err(_) => return Some(peer),
        }
    }
    Some(peer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn a_cookie_is_read_from_every_cookie_header_as_sent() {
        let req = TestRequest::default()
            .insert_header((header::COOKIE, "theme=dark;lang=ar ; x=a=b"))
            .append_header((header::COOKIE, "lang=fr; other=1"))
            .to_http_request();
        assert_eq!(cookie_value(&req, "theme"), Some("dark"));
        // The first of two wins, as with actix-web's own reading.
        assert_eq!(cookie_value(&req, "lang"), Some("ar"));
        assert_eq!(cookie_value(&req, "x"), Some("a=b"));
        assert_eq!(cookie_value(&req, "other"), Some("1"));
        assert_eq!(cookie_value(&req, "la"), None);
        assert_eq!(
            cookie_value(&TestRequest::default().to_http_request(), "lang"),
            None
        );
    }

    #[test]
    fn forwarded_for_is_trusted_only_from_listed_proxies() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("ip");
        let visitor: IpAddr = "203.0.113.7".parse().expect("ip");
        let other: IpAddr = "198.51.100.2".parse().expect("ip");
        // (the peer, its X-Forwarded-For, the client it means)
        for (peer, forwarded_for, client) in [
            // Only a listed proxy is believed.
            (Some(other), Some("203.0.113.7"), Some(other)),
            (Some(proxy), Some("203.0.113.7"), Some(visitor)),
            // A forged left-most entry is ignored: the proxy appended the real address.
            (Some(proxy), Some("1.2.3.4, 203.0.113.7"), Some(visitor)),
            (Some(proxy), Some("203.0.113.7, 10.0.0.1"), Some(visitor)),
            (Some(proxy), Some("garbage"), Some(proxy)),
            (Some(proxy), None, Some(proxy)),
            (None, Some("203.0.113.7"), None),
        ] {
            assert_eq!(
                client_ip(peer, forwarded_for, &[proxy]),
                client,
                "{peer:?} {forwarded_for:?}"
            );
        }
    }
}
