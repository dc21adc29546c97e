import { importAddresses, importHistory, previewImport, undoImport } from '../domain/imports';
import type { Handler } from '../http/handler-types';

export const batchSubscribersHandler: Handler<'batchSubscribers'> = async (input, { deps, user }) =>
  importAddresses(deps, user.uid, input);

export const previewImportHandler: Handler<'previewImport'> = async (input, { deps, user }) =>
  previewImport(deps, user.uid, input);

export const importHistoryHandler: Handler<'importHistory'> = async (input, { deps, user }) =>
  importHistory(deps, user.uid, input.teamID);

export const undoImportHandler: Handler<'undoImport'> = async (input, { deps, user }) =>
  undoImport(deps, user.uid, input);
