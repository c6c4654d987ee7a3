//! `/sitemap.xml` and `/robots.txt`: every page in every language, with its alternates.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};

use crate::config::Config;
use crate::lang::Lang;
use crate::pages::{config_of, Page};

pub fn sitemap_xml(config: &Config) -> String {
    let base = config.base();
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for page in Page::ALL {
        for lang in Lang::ALL {
            xml.push_str(&format!("  <url>\n    <loc>{base}{}?lang={}</loc>\n", page.path(), lang.as_str()));
            for alternate in Lang::ALL {
                xml.push_str(&format!(
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{code}\" href=\"{base}{path}?lang={code}\"/>\n",
                    code = alternate.as_str(),
                    path = page.path()
                ));
            }
            xml.push_str(&format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{base}{}\"/>\n  </url>\n",
                page.path()
            ));
        }
    }
    xml.push_str("</urlset>\n");
    xml
}

pub async fn sitemap(req: HttpRequest) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/xml; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(sitemap_xml(&config_of(&req)))
}

pub async fn robots(req: HttpRequest) -> HttpResponse {
    let config = config_of(&req);
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(format!(
            "User-agent: *\nAllow: /\nDisallow: /newsletter\nDisallow: /theme\n\nSitemap: {}/sitemap.xml\n",
            config.base()
        ))
}
