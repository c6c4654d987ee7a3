//! Integration tests: the real App, in-process, through actix-web's test tools.

mod support;

mod foundation;
mod content_library;
mod translations;
mod operate;
