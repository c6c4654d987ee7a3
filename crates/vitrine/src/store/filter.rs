//! The `WHERE` clause of a console listing and of its export, built a condition at a time:
//! the inbox and the subscribers filter by a column's value and search a folded text the same
//! way, and their page, count and export read the same rows.

use super::Backend;

/// Conditions joined by `AND`, whose parameters are `$1`, `$2`… in order, and their values.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Filter {
    conditions: Vec<String>,
    values: Vec<String>,
}

impl Filter {
    /// Rows whose `column` is `value`.
    pub(crate) fn equals(&mut self, column: &str, value: &str) {
        let parameter = self.next_parameter();
        self.conditions.push(format!("{column} = {parameter}"));
        self.values.push(value.to_owned());
    }

    /// Rows whose `text` (an SQL expression, already folded) holds `folded` anywhere:
    /// `instr` on SQLite, `strpos` on PostgreSQL.
    pub(crate) fn contains(&mut self, backend: Backend, text: &str, folded: &str) {
        let find = match backend {
            Backend::Sqlite => "instr",
            Backend::Postgres => "strpos",
        };
        let parameter = self.next_parameter();
        self.conditions
            .push(format!("{find}({text}, {parameter}) > 0"));
        self.values.push(folded.to_owned());
    }

    /// `WHERE …`, or nothing when every row passes.
    pub(crate) fn clause(&self) -> String {
        if self.conditions.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", self.conditions.join(" AND "))
        }
    }

    /// The values of the parameters, in order.
    pub(crate) fn values(&self) -> &[String] {
        &self.values
    }

    /// The parameter after the filter's own (`$1` when it has none).
    fn next_parameter(&self) -> String {
        format!("${}", self.values.len() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_number_their_parameters_in_order() {
        let mut filter = Filter::default();
        assert_eq!(filter.clause(), "");
        assert_eq!(filter.next_parameter(), "$1");
        filter.equals("status", "new");
        filter.contains(Backend::Postgres, "search_text", "élodie");
        assert_eq!(
            filter.clause(),
            "WHERE status = $1 AND strpos(search_text, $2) > 0"
        );
        assert_eq!(filter.values(), ["new", "élodie"]);
        assert_eq!(filter.next_parameter(), "$3");
    }
}
