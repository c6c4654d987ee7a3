//! Integration tests: the real App, in-process, through actix-web's test tools.

mod support;

mod foundation;
mod islands;
mod content_company;
mod content_library;
mod content_offer;
mod translations;
mod operate;
mod social_meta;
mod health;
mod forms_newsletter;
mod forms_contact;
mod forms_protection;
mod storage;
mod operator_cli;
mod crash;
mod cache;
