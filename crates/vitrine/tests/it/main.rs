//! Integration tests: the real App, in-process, through actix-web's test tools.

mod support;

mod foundation;
mod content_company;
mod content_library;
mod content_offer;
mod translations;
mod operate;
mod social_meta;
