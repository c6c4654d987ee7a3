//! Compression of the answers the server renders (pages, errors, feeds, the sitemap), done
//! here rather than by actix-web's `Compress` middleware, for memory.
//!
//! `Compress` encodes brotli with a 4 MiB window and hands every chunk over 1 KiB to the
//! blocking thread pool: under 64 connections of cache misses that is dozens of threads, each
//! with its own allocator arena holding its own 4 MiB windows (the server's resident memory
//! reached 380 MB rendering the sitemap's pages in turn). Every answer here is a whole body
//! of a few dozen kilobytes, so it is encoded at once on the worker that rendered it, with a
//! window just larger than the largest page: memory stays at a few hundred kilobytes per
//! worker whatever the load. Static files are not encoded here: they were compressed at
//! build time (`assets.rs`).

use std::collections::HashMap;
use std::io::Write;

use actix_web::body::{self, BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, Encoding, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::web::Bytes;
use actix_web::{Error, HttpMessage};

/// The encodings offered, identity first as actix-web's negotiation expects (it prefers a
/// real coding over identity at equal quality).
const OFFERED_ENCODINGS: [Encoding; 3] =
    [Encoding::identity(), Encoding::brotli(), Encoding::gzip()];

/// Brotli quality: 5 gives within a few percent of the best size for HTML at a small
/// fraction of quality 11's time, and a page is encoded once a minute at most (cache).
const BROTLI_QUALITY: i32 = 5;
/// Brotli window, log2: 256 KiB, larger than any page (the largest is under 100 KB), so
/// nothing is lost by not using brotli's 4 MiB default.
const BROTLI_WINDOW_LOG2: i32 = 18;
const GZIP_LEVEL: u32 = 6;
/// Below this, an encoded body is no smaller than its headers cost.
const MIN_ENCODED_BODY: u64 = 512;
/// Above this, a body is sent as it is (the site renders nothing near it).
const MAX_ENCODED_BODY: u64 = 2 * 1024 * 1024;

/// The coding the answer to `req` will use: the client's preferred one among those offered,
/// identity when it accepts none of them (RFC 9110 §12.5.3: send the content without coding
/// rather than refuse).
pub(crate) fn negotiated_encoding(req: &impl HttpMessage) -> ContentEncoding {
    // Browsers send one of a handful of Accept-Encoding values, and parsing one with its
    // quality values costs more than the rest of a cached page's answer: each worker thread
    // remembers the verdict for the last values it saw (a flood of made-up values clears the
    // memory and is parsed each time, as without it).
    const REMEMBERED: usize = 64;
    const LONGEST_REMEMBERED: usize = 256;
    thread_local! {
        static VERDICTS: std::cell::RefCell<HashMap<Box<[u8]>, ContentEncoding>> =
            std::cell::RefCell::new(HashMap::new());
    }
    let mut values = req.headers().get_all(header::ACCEPT_ENCODING);
    let (Some(value), None) = (values.next(), values.next()) else {
        return parsed_encoding(req);
    };
    let value = value.as_bytes();
    if value.len() > LONGEST_REMEMBERED {
        return parsed_encoding(req);
    }
    VERDICTS.with(|verdicts| {
        if let Some(encoding) = verdicts.borrow().get(value) {
            return *encoding;
        }
        let encoding = parsed_encoding(req);
        let mut verdicts = verdicts.borrow_mut();
        if verdicts.len() >= REMEMBERED {
            verdicts.clear();
        }
        verdicts.insert(value.into(), encoding);
        encoding
    })
}

fn parsed_encoding(req: &impl HttpMessage) -> ContentEncoding {
    let Some(accept) = req.get_header::<AcceptEncoding>() else {
        return ContentEncoding::Identity;
    };
    match accept.negotiate(OFFERED_ENCODINGS.iter()) {
        Some(Encoding::Known(encoding)) => encoding,
        _ => ContentEncoding::Identity,
    }
}

/// Whether a media type gains from compression (text, markup, JSON, SVG).
pub(crate) fn is_compressible(content_type: &str) -> bool {
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence.starts_with("text/")
        || essence.ends_with("+xml")
        || essence.ends_with("+json")
        || matches!(
            essence.as_str(),
            "application/xml" | "application/json" | "application/javascript" | "image/svg+xml"
        )
}

/// The middleware: encodes the inner service's answer in the negotiated coding.
pub(crate) async fn encode_response(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let encoding = negotiated_encoding(&req);
    let response = next.call(req).await?;
    encode(response, encoding).await
}

async fn encode(
    mut response: ServiceResponse<impl MessageBody + 'static>,
    encoding: ContentEncoding,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let headers = response.headers();
    let compressible = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(is_compressible);
    let already_encoded = headers.contains_key(header::CONTENT_ENCODING);
    let status = response.status();
    if !compressible
        || already_encoded
        || status.is_informational()
        || status == StatusCode::NO_CONTENT
        || status == StatusCode::NOT_MODIFIED
    {
        return Ok(response.map_into_boxed_body());
    }
    // The answer differs by Accept-Encoding whichever coding this request gets.
    response
        .headers_mut()
        .append(header::VARY, HeaderValue::from_static("accept-encoding"));
    let size = match response.response().body().size() {
        BodySize::Sized(size) => size,
        BodySize::None | BodySize::Stream => 0,
    };
    if encoding == ContentEncoding::Identity
        || !(MIN_ENCODED_BODY..=MAX_ENCODED_BODY).contains(&size)
    {
        return Ok(response.map_into_boxed_body());
    }
    let (req, response) = response.into_parts();
    let (mut head, body) = response.into_parts();
    let plain = body::to_bytes(body)
        .await
        .map_err(|error| actix_web::error::ErrorInternalServerError(error.into()))?;
    let encoded = match encoding {
        ContentEncoding::Brotli => brotli(&plain),
        ContentEncoding::Gzip => gzip(&plain),
        _ => None,
    };
    let body = match encoded {
        Some(encoded) => {
            head.headers_mut().insert(
                header::CONTENT_ENCODING,
                HeaderValue::from_static(encoding.as_str()),
            );
            encoded
        }
        // Encoding into memory cannot fail short of allocation failure; if it ever does, the
        // plain body is still a correct answer.
        None => plain,
    };
    Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(body))))
}

fn brotli(plain: &[u8]) -> Option<Bytes> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: BROTLI_WINDOW_LOG2,
        size_hint: plain.len(),
        ..Default::default()
    };
    let mut encoded = Vec::with_capacity(plain.len() / 4);
    brotli::BrotliCompress(&mut &plain[..], &mut encoded, &params).ok()?;
    Some(Bytes::from(encoded))
}

fn gzip(plain: &[u8]) -> Option<Bytes> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(plain.len() / 3),
        flate2::Compression::new(GZIP_LEVEL),
    );
    encoder.write_all(plain).ok()?;
    encoder.finish().ok().map(Bytes::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;
    use std::io::Read;

    fn negotiated(accept: &str) -> ContentEncoding {
        negotiated_encoding(
            &TestRequest::get()
                .insert_header(("accept-encoding", accept))
                .to_http_request(),
        )
    }

    #[test]
    fn the_client_s_preferred_offered_coding_is_chosen() {
        assert_eq!(
            negotiated("gzip, deflate, br, zstd"),
            ContentEncoding::Brotli
        );
        assert_eq!(negotiated("gzip"), ContentEncoding::Gzip);
        assert_eq!(negotiated("br;q=0.5, gzip"), ContentEncoding::Gzip);
        assert_eq!(negotiated("deflate"), ContentEncoding::Identity);
        assert_eq!(negotiated("identity;q=0, *;q=0"), ContentEncoding::Identity);
        assert_eq!(
            negotiated_encoding(&TestRequest::get().to_http_request()),
            ContentEncoding::Identity
        );
    }

    #[test]
    fn a_remembered_verdict_is_the_parsed_one_even_past_the_memory_s_bound() {
        let values: Vec<String> = (0..200)
            .map(|n| match n % 3 {
                0 => format!("gzip;q=0.{}, br;q=0.{}", n % 9 + 1, (n + 4) % 9 + 1),
                1 => format!("x-made-up-{n}, gzip"),
                _ => format!("br;q=0, x-{n}"),
            })
            .collect();
        // Twice through: the second pass reads what the first remembered (and cleared).
        for value in values.iter().chain(values.iter()) {
            let req = TestRequest::get()
                .insert_header(("accept-encoding", value.as_str()))
                .to_http_request();
            assert_eq!(negotiated_encoding(&req), parsed_encoding(&req), "{value}");
        }
        // Two headers are read together, never as the first one alone.
        let req = TestRequest::get()
            .insert_header(("accept-encoding", "gzip;q=0.1"))
            .append_header(("accept-encoding", "br"))
            .to_http_request();
        assert_eq!(negotiated_encoding(&req), ContentEncoding::Brotli);
    }

    #[test]
    fn encoded_bodies_decode_to_the_original() {
        let page = "<p>Transformation numérique — التحول الرقمي</p>\n".repeat(2000);
        let encoded = brotli(page.as_bytes()).expect("brotli");
        assert!(encoded.len() < page.len() / 10);
        let mut decoded = String::new();
        brotli::Decompressor::new(&encoded[..], 4096)
            .read_to_string(&mut decoded)
            .expect("valid brotli");
        assert_eq!(decoded, page);
        let encoded = gzip(page.as_bytes()).expect("gzip");
        let mut decoded = String::new();
        flate2::read::GzDecoder::new(&encoded[..])
            .read_to_string(&mut decoded)
            .expect("valid gzip");
        assert_eq!(decoded, page);
    }

    #[test]
    fn only_text_media_types_are_compressible() {
        for yes in [
            "text/html; charset=utf-8",
            "application/atom+xml",
            "application/xml",
            "image/svg+xml",
            "application/manifest+json",
            "text/plain",
        ] {
            assert!(is_compressible(yes), "{yes}");
        }
        for no in ["image/png", "font/woff2", "application/octet-stream"] {
            assert!(!is_compressible(no), "{no}");
        }
    }
}
