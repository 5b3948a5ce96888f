export { safeCell, writeCsv, writeRecordsCsv, type CsvCell, type CsvColumn } from './csv';
export { consentsFromAttributes, type ConsentRecord } from './consents';
export { datedFileName } from './dated-file-name';
export {
  buildDataExportZip,
  dataExportFiles,
  parseExport,
  type DataExportInput,
  type ExportDocument,
} from './data-export';
