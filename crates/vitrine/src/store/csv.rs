//! Records as CSV, the one writer of the command line's exports and the console's: a header
//! line, then each record's cells. A cell a spreadsheet would run as a formula (leading `=`,
//! `+`, `-`, `@`, tab, CR) gets a leading `'` (OWASP, CSV injection).

use std::io::Write;

/// A record's CSV columns, in the order of its JSON fields.
pub(crate) trait CsvRecord {
    const HEADER: &'static [&'static str];
    fn cells(&self) -> Vec<String>;
}

/// Writes `rows` as CSV: the header line, then the rows' cells neutralised.
pub(crate) fn write_csv<T: CsvRecord>(out: &mut dyn Write, rows: &[T]) -> anyhow::Result<()> {
    let mut writer = csv::WriterBuilder::new()
        .has_headers(false)
        .from_writer(out);
    writer.write_record(T::HEADER)?;
    for row in rows {
        writer.write_record(row.cells().iter().map(|cell| neutralise_cell(cell)))?;
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
