//! Serde for the operator's exports (`#[serde(with = ...)]`): Unix seconds written as RFC 3339,
//! or as the bare number when out of range, so a strange row is still exported whole.

use serde::Serializer;
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

pub(crate) fn format(unix: i64) -> String {
    OffsetDateTime::from_unix_timestamp(unix)
        .ok()
        .and_then(|t| t.format(&Rfc3339).ok())
        .unwrap_or_else(|| unix.to_string())
}

/// `format` of a time that may not have happened yet; empty when it has not.
pub(crate) fn format_or_empty(unix: Option<i64>) -> String {
    unix.map(format).unwrap_or_default()
}

pub(crate) fn serialize<S: Serializer>(unix: &i64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format(*unix))
}

/// The same for a time that may not have happened yet (`null`).
pub mod option {
    use serde::Serializer;

    pub(crate) fn serialize<S: Serializer>(
        unix: &Option<i64>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match unix {
            Some(unix) => serializer.serialize_some(&super::format(*unix)),
            None => serializer.serialize_none(),
        }
    }
}
