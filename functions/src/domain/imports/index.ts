/** Imports: the preview of a file, the chunks that write it, each import's history entry and its undo. */
export { batchSubscribers } from './batch';
export { forgetImporter, importHistory, undoImport } from './import-history';
export { previewImport } from './import-preview';
