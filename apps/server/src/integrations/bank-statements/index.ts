/**
 * Bank statement files (issue 21 item 1, the offline source of bank transactions): OFX/QFX, CAMT.053 and CSV
 * with a column layout, read into one shape with the keys that make re-imports add nothing new.
 */
import { parseCamt053 } from './camt';
import { parseOfx } from './ofx';
import { type ParsedStatement, StatementFormatError } from './statement';

export { parseCamt053 } from './camt';
export { type CsvLayout, parseCsvStatement, previewCsv, toIsoDate } from './csv';
export { parseOfx } from './ofx';
export * from './statement';

/** OFX/QFX or CAMT.053 by their content; a CSV needs its layout (parseCsvStatement). */
export function parseStatementFile(text: string): ParsedStatement {
  if (/<OFX>/i.test(text) || /^\s*OFXHEADER:/i.test(text)) return parseOfx(text);
  if (/BkToCstmrStmt/.test(text)) return parseCamt053(text);
  throw new StatementFormatError(
    'The file is neither OFX/QFX nor CAMT.053; for a CSV file choose its columns.',
  );
}
