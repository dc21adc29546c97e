import { RTDB, PROJECT_ID } from './env';

/** Reads a node of the Realtime Database stand-in over REST, as an admin. */
export async function readNode(path: string): Promise<unknown> {
  const res = await fetch(`${RTDB}/${path}.json?ns=${PROJECT_ID}&auth=owner`);
  if (!res.ok) throw new Error(`RTDB ${path} answered ${res.status}`);
  return res.json();
}
