//! Records as CSV, the one writer of the command line's exports and the console's: a header
//! line, then each record's cells. A cell a spreadsheet would run as a formula (leading `=`,
//! `+`, `-`, `@`, tab, CR) gets a leading `'` (OWASP, CSV injection).

use std::io::Write;

/// Each column of a record: its name in the header line, and how a record's cell reads.
pub(crate) type Columns<T> = &'static [(&'static str, fn(&T) -> String)];

/// A record's CSV columns, in the order of its JSON fields (one list, so the header and the
/// cells cannot drift apart).
pub(crate) trait CsvRecord: Sized + 'static {
    const COLUMNS: Columns<Self>;

    /// The names of the header line.
    fn header() -> impl Iterator<Item = &'static str> {
        Self::COLUMNS.iter().map(|(name, _)| *name)
    }
}

/// Writes `rows` as CSV: the header line, then the rows' cells neutralised.
pub(crate) fn write_csv<T: CsvRecord>(out: &mut dyn Write, rows: &[T]) -> anyhow::Result<()> {
    let mut writer = csv::WriterBuilder::new()
        .has_headers(false)
        .from_writer(out);
    writer.write_record(T::header())?;
    for row in rows {
        writer.write_record(
            T::COLUMNS
                .iter()
                .map(|(_, cell)| neutralise_cell(&cell(row))),
        )?;
    }
    writer.flush()?;
    Ok(())
}

/// A cell a spreadsheet would take for a formula gets a leading `'` (shown as text).
pub(crate) fn neutralise_cell(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}
