/** Imports: the preview of a file, the chunks that write it, each import's history entry and its undo. */
export { importAddresses } from './import-addresses';
export { forgetImporter, importHistory, undoImport } from './import-history';
export { previewImport } from './import-preview';
