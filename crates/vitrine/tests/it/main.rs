//! Integration tests: the real App, in-process, through actix-web's test tools.

mod support;

mod backups;
mod cache;
mod content_collections;
mod content_company;
mod content_library;
mod content_offer;
mod content_stories;
mod copy_bidi;
mod copy_facts;
mod copy_legal;
mod copy_pages;
mod copy_typography;
mod crash;
mod fonts;
mod forms_contact;
mod forms_newsletter;
mod forms_protection;
mod foundation;
mod handover;
mod health;
mod http;
mod islands;
mod limits;
mod mail;
mod mail_process;
mod metrics;
mod operate;
mod operator_cli;
mod registry;
mod releases;
mod social_meta;
mod storage;
mod storage_faults;
mod translations;
