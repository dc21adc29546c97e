/**
 * The Realtime Database as the API served in process writes it: the same
 * signal code as deployed, over a database that keeps each node's last value.
 */
import type { Database } from 'firebase-admin/database';

const nodes = new Map<string, unknown>();

export const recordingDatabase = {
  ref: (path: string) => ({
    set: async (value: unknown) => {
      nodes.set(path, value);
    },
    remove: async () => {
      for (const key of [...nodes.keys()]) if (key === path || key.startsWith(`${path}/`)) nodes.delete(key);
    },
    update: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) nodes.set(`${path}/${key}`, value);
    },
  }),
} as unknown as Database;

/** A node's value as last written, or null. */
export async function readNode(path: string): Promise<unknown> {
  return nodes.get(path) ?? null;
}
