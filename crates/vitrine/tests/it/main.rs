//! Integration tests: the real App, in-process, through actix-web's test tools.

mod support;

mod foundation;
mod translations;
mod operate;
