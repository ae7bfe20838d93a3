import type { DbOrTx } from '../../db/client.ts';
import type { EarningsViewer } from './access.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';
import { readStatement } from './statement-reads.ts';

export type StatementFormat = 'csv' | 'pdf';

/** A statement as a file to download, for the viewers who may read it on the page. */
export async function statementFile(o: {
  db: DbOrTx;
  viewer: EarningsViewer;
  storeId: number;
  id: number;
  format: StatementFormat;
}): Promise<{ fileName: string; contentType: string; body: string | Buffer }> {
  const view = await readStatement(o);
  // A slug is already lower-case letters, digits and dashes; anything else stays out of the header.
  const slug = view.store.slug.replace(/[^a-z0-9-]+/gi, '-');
  const fileName = `upahar-statement-${slug}-${view.statement.weekStart}.${o.format}`;
  return o.format === 'csv'
    ? { fileName, contentType: 'text/csv; charset=utf-8', body: statementCsv(view) }
    : { fileName, contentType: 'application/pdf', body: await statementPdf(view) };
}
